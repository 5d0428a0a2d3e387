import styled from 'styled-components';
import { useCountdown, type Usage } from '@takehome/web-kit';

const Big = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  padding: 14px 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;
  transition: background-color 120ms ease;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    /* Full strength: at 85% it read 4.2:1 on the teal, under WCAG AA's 4.5:1. */
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.tealDeep};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * Under the label: 'Uses: x / limit' once the count is known (docs/product/limits.md: never a placeholder), or the
 * reset countdown.
 */
function UsageLine({ usage }: { usage: Pick<Usage, 'used' | 'limit' | 'atLimit' | 'resetAt'> }) {
  const countdown = useCountdown(usage.atLimit ? usage.resetAt : null);
  if (usage.atLimit) return countdown ? <span>Reset in {countdown}</span> : null;
  if (usage.used === null) return null;
  return <span>{usage.limit === null ? 'Unlimited calculations' : `Uses: ${usage.used} / ${usage.limit}`}</span>;
}

export interface CalculateButtonProps {
  usage: Pick<Usage, 'used' | 'limit' | 'atLimit' | 'resetAt'>;
  busy: boolean;
}

/** The form's submit button: 'Calculate Pay' with the uses so far, or 'Limit Reached' with the reset countdown. */
export function CalculateButton({ usage, busy }: CalculateButtonProps) {
  return (
    <Big type="submit" disabled={usage.atLimit || busy}>
      <strong>{usage.atLimit ? 'Limit Reached' : 'Calculate Pay'}</strong>
      <UsageLine usage={usage} />
    </Big>
  );
}
