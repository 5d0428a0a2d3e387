import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { Skeleton } from '@takehome/web-kit';
import { categoryPath } from '../posts/format';
import { useCategories } from '../posts/postsApi';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Topic = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-decoration: none;

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
  }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const plural = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

/** Each category with its number of articles, linking to the filtered blog. */
export function TopicCards() {
  const categories = useCategories();
  if (categories.isPending) {
    return (
      <Grid aria-busy="true" aria-label="Loading topics">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Skeleton height="68px" />
          </li>
        ))}
      </Grid>
    );
  }
  if (categories.isError) return <Quiet role="alert">Topics could not be loaded just now.</Quiet>;
  return (
    <Grid>
      {categories.data.categories.map(({ name, count }) => (
        <li key={name}>
          <Topic to={categoryPath(name)}>
            <strong>{name}</strong>
            <span>{plural(count)}</span>
          </Topic>
        </li>
      ))}
    </Grid>
  );
}
