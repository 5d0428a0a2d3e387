import { useId } from 'react';
import styled from 'styled-components';
import type { PostSort } from '@takehome/contracts';
import { Label, Select } from '@takehome/web-kit';

/** The reader's sorts (docs/product/copy.md); `created` is for the admin lists. */
const SORT_LABELS: Partial<Record<PostSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most popular',
};

const Row = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  select {
    width: auto;
  }
`;

export function SortSelect({ sort, onSort }: { sort: PostSort; onSort: (sort: PostSort) => void }) {
  const selectId = useId();
  return (
    <Row>
      <Label htmlFor={selectId}>Sort by</Label>
      <Select id={selectId} value={sort} onChange={(event) => onSort(event.target.value as PostSort)}>
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </Row>
  );
}
