import { useState } from 'react';
import { Link } from '@takehome/web-kit/router';
import type { BlogPostSummary } from '@takehome/contracts';
import { Badge, Button, Card, Skeleton, useToast } from '@takehome/web-kit';
import { EmptyState, formatDate } from '@takehome/web-kit/ui';
import { POSTS_PAGE_SIZE, useAdminPosts, useDeletePost } from '../../api/posts';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { CellNote, Table, TableBox } from '../../common/DataTable';
import { errorText } from '../../common/errors';
import { formatCount } from '../../common/format';
import { Pager } from '../../common/Pager';
import { ButtonRow, CardHeader, ErrorNote, VisuallyHidden } from '../../common/ui';
import { PostEditorModal, type PostEditorTarget } from './PostEditorModal';

function PostRow({ post, onEdit, onDelete }: { post: BlogPostSummary; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr>
      <td data-label="Title">
        <strong>{post.title}</strong>
        <CellNote>
          {post.published ? <Link to={`/blog/${post.slug}`}>/blog/{post.slug}</Link> : `/blog/${post.slug}`}
        </CellNote>
      </td>
      <td data-label="Category">{post.category}</td>
      <td data-label="Status">
        <ButtonRow>
          <Badge tone={post.published ? 'positive' : 'neutral'}>{post.published ? 'Published' : 'Draft'}</Badge>
          {post.featured && <Badge tone="info">Featured</Badge>}
        </ButtonRow>
      </td>
      <td data-label="Created" data-nowrap>
        {formatDate(post.createdAt)}
      </td>
      <td data-label="Views">{formatCount(post.views)}</td>
      <td data-actions>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${post.title}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </Button>
      </td>
    </tr>
  );
}

/** docs/product/paths.md post list with edit and delete, and the create/edit modal. */
export function PostsCard({ startCreating = false }: { startCreating?: boolean }) {
  const [offset, setOffset] = useState(0);
  const posts = useAdminPosts(offset);
  const remove = useDeletePost();
  const { showToast } = useToast();
  const [editor, setEditor] = useState<PostEditorTarget | null>(startCreating ? { mode: 'create' } : null);
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showToast({ title: 'Post deleted', description: deleting.title, tone: 'success' }),
      onError: (error) => showToast({ title: 'Error deleting post', description: errorText(error), tone: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card aria-labelledby="posts-title">
      <CardHeader>
        <h3 id="posts-title">Blog Posts{posts.data && ` (${formatCount(posts.data.total)})`}</h3>
        <Button size="sm" onClick={() => setEditor({ mode: 'create' })}>
          New Post
        </Button>
      </CardHeader>
      {posts.isPending && <Skeleton height="120px" />}
      {posts.isError && <ErrorNote>The posts could not be loaded.</ErrorNote>}
      {posts.data?.posts.length === 0 && <EmptyState>No posts yet. Write one or generate a draft above.</EmptyState>}
      {posts.data && posts.data.posts.length > 0 && (
        <TableBox>
          <Table aria-label="Blog posts">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                <th scope="col">Views</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.data.posts.map((post) => (
                <PostRow
                  key={post.id}
                  post={post}
                  onEdit={() => setEditor({ mode: 'edit', post })}
                  onDelete={() => setDeleting(post)}
                />
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {posts.data && (
        <Pager
          label="Blog post pages"
          offset={offset}
          pageSize={POSTS_PAGE_SIZE}
          total={posts.data.total}
          onChange={setOffset}
        />
      )}
      <PostEditorModal target={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post?"
        confirmLabel="Delete Post"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        “{deleting?.title}” will be removed from the blog. This cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
