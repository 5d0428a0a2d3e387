import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, Field, Input, TextArea } from '@takehome/web-kit';
import { useAddComment } from './commentsApi';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.negative};
`;

const Posted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.positive};
`;

/**
 * docs/product/calculator-inputs.md: name and comment required, email optional; Post Comment stays disabled until both
 * are filled.
 */
export function CommentForm({ slug }: { slug: string }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [content, setContent] = useState('');
  const addComment = useAddComment(slug);
  const ready = name.trim() !== '' && content.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    addComment.mutate(
      { name: name.trim(), content: content.trim(), email: email.trim() || undefined },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          setContent('');
        },
      },
    );
  };

  return (
    <Form aria-label="Leave a comment" onSubmit={submit}>
      <TwoColumns>
        <Field label="Name" htmlFor={`${ids}-name`}>
          <Input
            id={`${ids}-name`}
            autoComplete="name"
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field label="Email (optional)" htmlFor={`${ids}-email`} hint="Never shown publicly.">
          <Input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
      </TwoColumns>
      <Field label="Comment" htmlFor={`${ids}-content`}>
        <TextArea
          id={`${ids}-content`}
          required
          maxLength={2000}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={!ready || addComment.isPending}>
          {addComment.isPending ? 'Posting…' : 'Post Comment'}
        </Button>
        {addComment.isError && (
          <Failure role="alert">
            {(addComment.error instanceof ApiError && addComment.error.serverError) ||
              'Your comment could not be posted. Please try again.'}
          </Failure>
        )}
        {addComment.isSuccess && (
          <Posted role="status">
            {addComment.data.status === 'pending'
              ? 'Thanks! Your comment will appear once a moderator has approved it.'
              : 'Thanks! Your comment is posted.'}
          </Posted>
        )}
      </Actions>
    </Form>
  );
}
