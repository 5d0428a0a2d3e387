import styled from 'styled-components';
import { Button, Card } from '@takehome/web-kit';

const Box = styled(Card)`
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Shown where plans are needed but GET /api/plans failed. */
export function PlansUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box>
      <p role="alert">We could not load our plans right now. Please check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </Box>
  );
}
