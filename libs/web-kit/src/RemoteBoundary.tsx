import { Component, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './components/Button';
import { Card } from './components/Card';
import { PageContainer } from './components/PageContainer';
import { PageSpinner } from './components/Spinner';

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.navy};
`;

/** What a route shows when its remote could not be loaded. Retry reloads the page. */
export function RemoteUnavailable() {
  return (
    <PageContainer>
      <Card role="alert">
        <Message>This part of TakeHome is temporarily unavailable.</Message>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Card>
    </PageContainer>
  );
}

export interface RemoteBoundaryProps {
  children: ReactNode;
  /** Shown when loading or rendering failed; defaults to <RemoteUnavailable />. */
  fallback?: ReactNode;
  /** Shown while the remote code loads; defaults to a page spinner. */
  loading?: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/** Suspense plus an error boundary around code loaded from a remote, so a broken remote only breaks its own area. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override render() {
    const { children, fallback, loading } = this.props;
    if (this.state.failed) return fallback === undefined ? <RemoteUnavailable /> : fallback;
    return <Suspense fallback={loading === undefined ? <PageSpinner /> : loading}>{children}</Suspense>;
  }
}
