import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import type { BlogCategory } from '@takehome/contracts';
import { Badge, Card, Skeleton } from '@takehome/web-kit';
import { categoryPath, postDate, postPath } from '../posts/format';
import { useLatestPost } from '../posts/postsApi';

/** docs/product/paths.md: the popular topic links under the latest post. */
const POPULAR_TOPICS: BlogCategory[] = ['Payroll Tips', 'Union Benefits', 'Tax Tips', 'Financial Planning'];

const Eyebrow = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.teal};
`;

const PostTitle = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  overflow: hidden;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Topics = styled.nav`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.teal};
  }
`;

function LatestPost() {
  const latest = useLatestPost();
  if (latest.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the latest article">
        <Skeleton width="30%" height="20px" round />
        <PostTitle as="div">
          <Skeleton width="85%" height="22px" />
        </PostTitle>
        <Skeleton height="14px" />
        <Skeleton width="70%" height="14px" />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <Quiet>
        New articles are on the way. Meanwhile, <Link to="/blog">browse the blog</Link>.
      </Quiet>
    );
  }
  const post = latest.data;
  return (
    <article>
      <Badge tone="info">{post.category}</Badge>
      <PostTitle>
        <Link to={postPath(post.slug)}>{post.title}</Link>
      </PostTitle>
      <Excerpt>{post.excerpt}</Excerpt>
      <Meta>
        {post.readTime} · {postDate(post)}
      </Meta>
    </article>
  );
}

/** The newest blog post and the four popular topic links, for the calculator page. */
export default function LatestPostCard() {
  return (
    <Card as="aside" aria-label="Latest from the blog">
      <Eyebrow>Latest from the blog</Eyebrow>
      <LatestPost />
      <Topics aria-label="Popular topics">
        <h3>Popular topics</h3>
        <ul>
          {POPULAR_TOPICS.map((topic) => (
            <li key={topic}>
              <Link to={categoryPath(topic)}>{topic}</Link>
            </li>
          ))}
        </ul>
      </Topics>
    </Card>
  );
}
