import styled from 'styled-components';
import { Card, PageContainer, useDocumentTitle } from '@takehome/web-kit';
import { ButtonLink } from '@takehome/web-kit/ui';
import { ArticleIcon } from '../ui/ArticleIcon';

const Box = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.teal};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** docs/product/copy.md: 'Post Not Found - The blog post you're looking for doesn't exist or has been removed.' */
export function PostNotFound() {
  useDocumentTitle('Post Not Found');
  return (
    <PageContainer>
      <Box>
        <ArticleIcon size={56} />
        <h1>Post Not Found</h1>
        <p>The blog post you're looking for doesn't exist or has been removed.</p>
        <ButtonLink to="/blog">Back to the blog</ButtonLink>
      </Box>
    </PageContainer>
  );
}
