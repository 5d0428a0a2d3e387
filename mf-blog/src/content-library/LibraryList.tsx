import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { BLOG_CATEGORIES, type BlogPostSummary } from '@takehome/contracts';
import { postDate, postPath } from '../posts/format';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Group = styled.section`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
  li a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  li p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Every article, grouped by category in the canonical order, newest first within each. */
export function LibraryList({ posts }: { posts: BlogPostSummary[] }) {
  const groups = BLOG_CATEGORIES.map((category) => ({
    category,
    posts: posts.filter((post) => post.category === category),
  })).filter((group) => group.posts.length > 0);

  return (
    <Groups>
      {groups.map(({ category, posts: inCategory }) => (
        <Group key={category} aria-label={category}>
          <h3>
            {category} <span>{inCategory.length}</span>
          </h3>
          <ul>
            {inCategory.map((post) => (
              <li key={post.id}>
                <Link to={postPath(post.slug)}>{post.title}</Link>
                <p>
                  {postDate(post)} · {post.readTime}
                </p>
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </Groups>
  );
}
