import styled from 'styled-components';
import type { BlogComment } from '@takehome/contracts';
import { Card, Skeleton } from '@takehome/web-kit';
import { formatDate } from '@takehome/web-kit/ui';
import { CommentForm } from './CommentForm';
import { useComments } from './commentsApi';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const CommentItem = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: break-word;
  }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Comment({ comment }: { comment: BlogComment }) {
  return (
    <CommentItem>
      <header>
        <strong>{comment.author}</strong>
        <time dateTime={comment.publishedAt}>{formatDate(comment.publishedAt)}</time>
      </header>
      <p>{comment.content}</p>
    </CommentItem>
  );
}

function CommentList({ slug }: { slug: string }) {
  const comments = useComments(slug);
  if (comments.isPending) {
    return (
      <List aria-busy="true" aria-label="Loading comments">
        {[0, 1].map((index) => (
          <CommentItem key={index}>
            <Skeleton width="30%" height="16px" />
            <Skeleton height="14px" />
          </CommentItem>
        ))}
      </List>
    );
  }
  if (comments.isError) return <Quiet role="alert">Comments could not be loaded just now.</Quiet>;
  if (comments.data.comments.length === 0) return <Quiet>No comments yet. Be the first to share your thoughts.</Quiet>;
  return (
    <List aria-label="Comments">
      {comments.data.comments.map((comment) => (
        <Comment key={comment.id} comment={comment} />
      ))}
    </List>
  );
}

/** The post's comments, oldest first, and the form to add one. */
export function CommentsSection({ slug }: { slug: string }) {
  const comments = useComments(slug);
  const count = comments.data?.comments.length;
  return (
    <Section aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments{count ? ` (${count})` : ''}</h2>
      <CommentList slug={slug} />
      <Card>
        <h3>Leave a comment</h3>
        <CommentForm slug={slug} />
      </Card>
    </Section>
  );
}
