import styled from 'styled-components';
import type { BlogCategoryCount } from '@takehome/contracts';
import { Skeleton } from '@takehome/web-kit';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    /* One swipeable row on phones instead of five rows of chips. */
    flex-wrap: nowrap;
    overflow-x: auto;
    margin: 0 -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    scrollbar-width: none;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 6px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.75;
`;

export interface CategoryFilterProps {
  /** Undefined while loading. */
  categories: BlogCategoryCount[] | undefined;
  /** All published posts. */
  total: number | undefined;
  /** '' for all categories. */
  selected: string;
  onSelect: (category: string) => void;
}

/** docs/product/blog.md: 'All' and each category that has published posts, with its count. */
export function CategoryFilter({ categories, total, selected, onSelect }: CategoryFilterProps) {
  if (!categories) {
    return (
      <Group aria-hidden="true" data-testid="category-filter-skeleton">
        {[64, 110, 120, 96, 84].map((width) => (
          <Skeleton key={width} width={`${width}px`} height="32px" round />
        ))}
      </Group>
    );
  }
  // A category from a link that has no posts (any more) still shows as the active filter.
  const shown =
    selected && !categories.some((category) => category.name === selected)
      ? [...categories, { name: selected, count: 0 }]
      : categories;
  return (
    <Group role="group" aria-label="Filter by category">
      <Chip type="button" aria-pressed={selected === ''} onClick={() => onSelect('')}>
        All {total !== undefined && <Count>{total}</Count>}
      </Chip>
      {shown.map(({ name, count }) => (
        <Chip key={name} type="button" aria-pressed={selected === name} onClick={() => onSelect(name)}>
          {name} <Count>{count}</Count>
        </Chip>
      ))}
    </Group>
  );
}
