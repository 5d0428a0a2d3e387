import styled from 'styled-components';
import { Card, PageContainer, useDocumentTitle } from '@takehome/web-kit';
import { ButtonLink } from '@takehome/web-kit/ui';

/** docs/product/paths.md: what the analytics view says to anyone who is not an admin. */
export const ANALYTICS_UNAUTHORIZED = 'Unauthorized Access - Admin-only analytics dashboard';

const Panel = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xl} auto;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Lock = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin: 0 auto ${({ theme }) => theme.space.md};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

function LockIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** docs/product/paths.md: the dashboard as a signed-in person who is not an admin sees it. */
export function AccessRestricted({ message }: { message?: string }) {
  useDocumentTitle('Access Restricted');
  return (
    <PageContainer>
      <Panel>
        <Lock>
          <LockIcon />
        </Lock>
        <h1>Access Restricted</h1>
        <p>{message ?? 'The admin dashboard is available to administrators only.'}</p>
        <ButtonLink to="/">Return to Calculator</ButtonLink>
      </Panel>
    </PageContainer>
  );
}
