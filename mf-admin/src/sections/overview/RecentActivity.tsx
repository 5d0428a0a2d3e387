import type { BlogPostSummary } from '@takehome/contracts';
import styled from 'styled-components';
import { Badge, Card, Skeleton } from '@takehome/web-kit';
import { EmptyState, formatDate } from '@takehome/web-kit/ui';
import { CardHeader, ErrorNote } from '../../common/ui';

/** docs/product/copy.md: recent activity shows 5 posts. */
const RECENT_POSTS = 5;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Title = styled.div`
  min-width: 0;
  flex: 1 1 240px;

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function RecentActivity({ posts, failed }: { posts: BlogPostSummary[] | undefined; failed: boolean }) {
  return (
    <Card>
      <CardHeader>
        <h3>Recent Activity</h3>
      </CardHeader>
      {failed && <ErrorNote>The posts could not be loaded.</ErrorNote>}
      {!posts && !failed && (
        <List aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton height="40px" />
            </li>
          ))}
        </List>
      )}
      {posts?.length === 0 && <EmptyState>No posts yet.</EmptyState>}
      {posts && posts.length > 0 && (
        <List aria-label="Newest posts">
          {posts.slice(0, RECENT_POSTS).map((post) => (
            <li key={post.id}>
              <Title>
                <strong>{post.title}</strong>
                <span>
                  {post.category} · Created {formatDate(post.createdAt)}
                </span>
              </Title>
              <Badge tone={post.published ? 'positive' : 'neutral'}>{post.published ? 'Published' : 'Draft'}</Badge>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
