import { useId, useState } from 'react';
import { Link } from '@takehome/web-kit/router';
import type { AdminComment, CommentStatus } from '@takehome/contracts';
import { Badge, Button, Card, Field, Select, Skeleton, useToast, type BadgeTone } from '@takehome/web-kit';
import { EmptyState, formatDate } from '@takehome/web-kit/ui';
import { useModerateComment, useModeratedComments, useRemoveComment } from '../../api/comments';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { CellNote, Table, TableBox } from '../../common/DataTable';
import { errorText } from '../../common/errors';
import { ButtonRow, CardHeader, CardNote, ErrorNote, VisuallyHidden } from '../../common/ui';

type Shown = CommentStatus | 'all';
const FILTERS: Array<{ value: Shown; label: string }> = [
  { value: 'pending', label: 'Awaiting approval' },
  { value: 'approved', label: 'Published' },
  { value: 'held', label: 'Held' },
  { value: 'all', label: 'All comments' },
];
const STATUS: Record<CommentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting approval', tone: 'warning' },
  approved: { label: 'Published', tone: 'positive' },
  held: { label: 'Held', tone: 'neutral' },
};

function CommentRow({ comment, onRemove }: { comment: AdminComment; onRemove: () => void }) {
  const moderate = useModerateComment();
  const { showToast } = useToast();
  const setStatus = (status: 'approved' | 'held') =>
    moderate.mutate(
      { id: comment.id, status },
      {
        onSuccess: () =>
          showToast({
            title: status === 'approved' ? 'Comment published' : 'Comment held',
            description: `${comment.author} on ${comment.postTitle}`,
            tone: 'success',
          }),
        onError: (error) =>
          showToast({ title: 'Error moderating comment', description: errorText(error), tone: 'error' }),
      },
    );
  return (
    <tr>
      <td data-label="Comment">
        <strong>{comment.author}</strong>
        {comment.email && <CellNote>{comment.email}</CellNote>}
        <p>{comment.content}</p>
      </td>
      <td data-label="Post">
        <Link to={`/blog/${comment.postSlug}`}>{comment.postTitle}</Link>
      </td>
      <td data-label="Status">
        <Badge tone={STATUS[comment.status].tone}>{STATUS[comment.status].label}</Badge>
      </td>
      <td data-label="Posted" data-nowrap>
        {formatDate(comment.publishedAt)}
      </td>
      <td data-actions>
        <ButtonRow>
          {comment.status !== 'approved' && (
            <Button
              size="sm"
              onClick={() => setStatus('approved')}
              disabled={moderate.isPending}
              aria-label={`Approve the comment by ${comment.author}`}
            >
              Approve
            </Button>
          )}
          {comment.status !== 'held' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setStatus('held')}
              disabled={moderate.isPending}
              aria-label={`Hold the comment by ${comment.author}`}
            >
              Hold
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove the comment by ${comment.author}`}>
            Remove
          </Button>
        </ButtonRow>
      </td>
    </tr>
  );
}

/** Readers' comments: a new commenter's first one waits here for approval; any can be held (hidden) or removed. */
export function CommentsCard() {
  const id = useId();
  const [shown, setShown] = useState<Shown>('pending');
  const comments = useModeratedComments(shown);
  const remove = useRemoveComment();
  const { showToast } = useToast();
  const [removing, setRemoving] = useState<AdminComment | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => showToast({ title: 'Comment removed', description: removing.author, tone: 'success' }),
      onError: (error) => showToast({ title: 'Error removing comment', description: errorText(error), tone: 'error' }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h3 id={`${id}-title`}>Comments</h3>
        <Field label="Show" htmlFor={`${id}-filter`}>
          <Select id={`${id}-filter`} value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
            {FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </Select>
        </Field>
      </CardHeader>
      <CardNote>
        A new commenter&apos;s first comment waits for your approval; after that, their comments are published at once.
      </CardNote>
      {comments.isPending && <Skeleton height="80px" />}
      {comments.isError && <ErrorNote>The comments could not be loaded.</ErrorNote>}
      {comments.data?.comments.length === 0 && (
        <EmptyState>{shown === 'pending' ? 'No comments are waiting for approval.' : 'No comments here.'}</EmptyState>
      )}
      {comments.data && comments.data.comments.length > 0 && (
        <TableBox>
          <Table aria-label="Comments">
            <thead>
              <tr>
                <th scope="col">Comment</th>
                <th scope="col">Post</th>
                <th scope="col">Status</th>
                <th scope="col">Posted</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {comments.data.comments.map((comment) => (
                <CommentRow key={comment.id} comment={comment} onRemove={() => setRemoving(comment)} />
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove comment?"
        confirmLabel="Remove Comment"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        The comment by {removing?.author} will be deleted. This cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
