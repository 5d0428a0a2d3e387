import styled from 'styled-components';

/** docs/product/copy.md: a post card shows 3 tag chips. */
const TAGS_SHOWN = 3;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Chips aria-label="Tags">
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <li key={tag}>#{tag}</li>
      ))}
    </Chips>
  );
}
