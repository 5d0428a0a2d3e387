import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Nudge } from '@takehome/contracts';
import { Button, Card, RemoteWidget } from '@takehome/web-kit';
import { ButtonLink, CloseButton } from '@takehome/web-kit/ui';
import { timeSavedText } from './timeSaved';

const Box = styled(Card)`
  position: relative;
  border-left: 4px solid ${({ theme }) => theme.colors.tealBright};

  h2 {
    margin-right: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Dismiss = styled(CloseButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
`;

export interface NudgeCardProps {
  kind: Nudge;
  calculationCount: number;
  /** Calculations left in the window (upgrade nudge). */
  remaining: number | null;
  signedIn: boolean;
  onJoin: () => void;
  onUpgrade: () => void;
  onDismiss: () => void;
}

function content({ kind, calculationCount, remaining, signedIn, onJoin, onUpgrade }: NudgeCardProps): {
  title: string;
  body: ReactNode;
} {
  switch (kind) {
    case 'value':
      return {
        title: `You've saved about ${timeSavedText(calculationCount)}`,
        body: (
          <>
            <p>{calculationCount} paycheck calculations, each one done in seconds instead of by hand.</p>
            {signedIn ? (
              <ButtonLink to="/saved" $variant="secondary">
                View Saved Calculations
              </ButtonLink>
            ) : (
              <Button variant="secondary" onClick={onJoin}>
                Save Them With a Free Account
              </Button>
            )}
          </>
        ),
      };
    case 'email':
      return {
        title: 'Get a weekly pay tip',
        body: <RemoteWidget module="mf_blog/NewsletterSignup" props={{ variant: 'compact', source: 'calculator' }} />,
      };
    case 'upgrade':
      return {
        title: `Only ${remaining} ${remaining === 1 ? 'calculation' : 'calculations'} left`,
        body: (
          <>
            <p>Pro removes the limit and adds export and analytics.</p>
            <Button onClick={onUpgrade}>See Pro</Button>
          </>
        ),
      };
  }
}

/** docs/product/funnel.md nudge cards (value, email, upgrade), each shown once per user. */
export function NudgeCard(props: NudgeCardProps) {
  const { title, body } = content(props);
  return (
    <Box as="aside" aria-label={title}>
      <h2>{title}</h2>
      {body}
      <Dismiss aria-label="Dismiss" onClick={props.onDismiss}>
        ×
      </Dismiss>
    </Box>
  );
}
