import styled from 'styled-components';
import { Card, PageContainer, useDocumentTitle } from '@takehome/web-kit';
import { ButtonLink } from '@takehome/web-kit/ui';

const Centered = styled(Card)`
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <PageContainer>
      <Centered>
        <h1>404 Page Not Found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <ButtonLink to="/">Back to the calculator</ButtonLink>
      </Centered>
    </PageContainer>
  );
}
