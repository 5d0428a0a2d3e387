import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BLOG_CATEGORIES, type BlogCategory, type BlogPostSummary } from '@takehome/contracts';
import { Button, Checkbox, Field, Input, Modal, Select, Skeleton, TextArea, useToast } from '@takehome/web-kit';
import { useAdminPost, useSavePost } from '../../api/posts';
import { errorText } from '../../common/errors';
import { ErrorNote, FieldRow, FormActions, FormGrid, Stack } from '../../common/ui';
import { EMPTY_POST_FORM, postFormValues, postRequest, type PostFormValues } from './postForm';

const ExcerptArea = styled(TextArea)`
  min-height: 64px;
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

interface PostFormProps {
  initial: PostFormValues;
  postId: string | null;
  onDone: () => void;
}

function PostForm({ initial, postId, onDone }: PostFormProps) {
  const save = useSavePost();
  const { showToast } = useToast();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const complete = values.title.trim() !== '' && values.content.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || save.isPending) return;
    const body = postRequest(values);
    save.mutate(postId === null ? { id: null, body } : { id: postId, body }, {
      onSuccess: (post) => {
        showToast({
          title: postId === null ? 'Post created' : 'Post updated',
          description: post.title,
          tone: 'success',
        });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit}>
      <FormGrid>
        <Field label="Title" htmlFor="post-title">
          <Input
            id="post-title"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={200}
            required
          />
        </Field>
        <Field label="Excerpt" htmlFor="post-excerpt" hint="Leave empty to use the first 50 words of the content.">
          <ExcerptArea
            id="post-excerpt"
            value={values.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            maxLength={1000}
            rows={2}
          />
        </Field>
        <Field label="Content" htmlFor="post-content" hint="HTML or plain text; it is cleaned before it is stored.">
          <TextArea
            id="post-content"
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
            rows={10}
            required
          />
        </Field>
        <FieldRow>
          <Field label="Category" htmlFor="post-category">
            <Select
              id="post-category"
              value={values.category}
              onChange={(e) => set('category', e.target.value as BlogCategory)}
            >
              {BLOG_CATEGORIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </Select>
          </Field>
          <Field label="Tags" htmlFor="post-tags" hint="Separated by commas.">
            <Input
              id="post-tags"
              value={values.tags}
              onChange={(e) => set('tags', e.target.value)}
              placeholder="overtime, taxes"
            />
          </Field>
        </FieldRow>
        <Field label="Image URL" htmlFor="post-image">
          <Input
            id="post-image"
            type="url"
            value={values.imageUrl}
            onChange={(e) => set('imageUrl', e.target.value)}
            placeholder="https://…"
          />
        </Field>
        <Flags>
          <Checkbox label="Featured" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
          <Checkbox label="Published" checked={values.published} onChange={(e) => set('published', e.target.checked)} />
        </Flags>
        {save.isError && <ErrorNote>{errorText(save.error)}</ErrorNote>}
        <FormActions>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete || save.isPending}>
            {save.isPending ? 'Saving...' : postId === null ? 'Create Post' : 'Save Changes'}
          </Button>
        </FormActions>
      </FormGrid>
    </form>
  );
}

/** The post being edited, read in full (the list has no bodies). */
function EditPost({ post, onDone }: { post: BlogPostSummary; onDone: () => void }) {
  const full = useAdminPost(post.slug);
  if (full.isError) return <ErrorNote>The post could not be loaded: {errorText(full.error)}</ErrorNote>;
  if (!full.data)
    return (
      <Stack aria-hidden="true">
        <Skeleton height="40px" />
        <Skeleton height="200px" />
      </Stack>
    );
  return <PostForm initial={postFormValues(full.data)} postId={post.id} onDone={onDone} />;
}

export type PostEditorTarget = { mode: 'create' } | { mode: 'edit'; post: BlogPostSummary };

/** docs/product/paths.md create/edit post modal: create uses POST, edit uses PUT. */
export function PostEditorModal({ target, onClose }: { target: PostEditorTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Edit Post' : 'Create Post'}
      width="720px"
    >
      {target?.mode === 'edit' && <EditPost key={target.post.id} post={target.post} onDone={onClose} />}
      {target?.mode === 'create' && <PostForm initial={EMPTY_POST_FORM} postId={null} onDone={onClose} />}
    </Modal>
  );
}
