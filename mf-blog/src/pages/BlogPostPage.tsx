import { useEffect } from 'react';
import { Navigate, useParams } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { Button, Card, PageContainer, useDocumentTitle } from '@takehome/web-kit';
import { PostArticle } from '../post/PostArticle';
import { PostNotFound } from '../post/PostNotFound';
import { PostSkeleton } from '../post/PostSkeleton';
import { postPath } from '../posts/format';
import { isNotFound, usePost } from '../posts/postsApi';

const ErrorCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function PostLoadError({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Blog');
  return (
    <PageContainer>
      <ErrorCard role="alert">
        <h1>This article could not be loaded</h1>
        <p>Please check your connection and try again.</p>
        <Button onClick={onRetry}>Try again</Button>
      </ErrorCard>
    </PageContainer>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  useEffect(() => {
    if (post.error && !isNotFound(post.error)) console.error('Failed to load blog post', post.error);
  }, [post.error]);

  if (post.isPending) return <PostSkeleton />;
  if (post.isError)
    return isNotFound(post.error) ? <PostNotFound /> : <PostLoadError onRetry={() => void post.refetch()} />;
  // An old slug of a renamed post (docs/product/blog.md): show it at its current address.
  if (post.data.slug !== slug) return <Navigate to={postPath(post.data.slug)} replace />;
  return <PostArticle post={post.data} />;
}
