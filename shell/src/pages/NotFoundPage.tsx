import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { Card, PageContainer, useDocumentTitle } from '@takehome/web-kit';

const Centered = styled(Card)`
  text-align: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const HomeLink = styled(Link)`
  display: inline-block;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: #0c5f59;
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <PageContainer>
      <Centered>
        <h1>404 Page Not Found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <HomeLink to="/">Back to the calculator</HomeLink>
      </Centered>
    </PageContainer>
  );
}
