import styled from 'styled-components';
import { calculationLimitMessage } from '@takehome/contracts';
import { Button, Modal, useCountdown } from '@takehome/web-kit';
import { ButtonLink } from '@takehome/web-kit/ui';
import { Actions } from '../../shared/Actions';

const LIMIT_TITLE = 'Calculation Limit Reached!';

const Countdown = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function ResetCountdown({ resetAt, lead }: { resetAt: Date | null; lead: string }) {
  const countdown = useCountdown(resetAt);
  return countdown ? (
    <Countdown>
      {lead} {countdown}
    </Countdown>
  ) : null;
}

/** The two buttons of docs/product/copy.md. */
function LimitActions({ onClose }: { onClose: () => void }) {
  return (
    <Actions>
      <ButtonLink to="/pricing">View Membership Plans</ButtonLink>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </Actions>
  );
}

export interface LimitReachedModalProps {
  limit: number;
  resetAt: Date | null;
  onClose: () => void;
}

/**
 * Opens when a calculation uses the window's last one: the limit text of docs/product/copy.md, its buttons and the
 * countdown.
 */
export function LimitReachedModal({ limit, resetAt, onClose }: LimitReachedModalProps) {
  // The sentence after its title (docs/product/copy.md): "You've used all 15 free calculations. Upgrade to continue…"
  const text = calculationLimitMessage(limit).slice(LIMIT_TITLE.length).trim();
  return (
    <Modal open title={LIMIT_TITLE} onClose={onClose}>
      <p>{text}</p>
      <ResetCountdown resetAt={resetAt} lead="Reset in" />
      <LimitActions onClose={onClose} />
    </Modal>
  );
}

export interface OutOfCalculationsDialogProps {
  /** The refusal: the server's text for signed-in users, the text of docs/product/copy.md for visitors. */
  message: string;
  resetAt: Date | null;
  onClose: () => void;
}

/** Opens when Calculate is refused at the limit, with the time until the window restarts. */
export function OutOfCalculationsDialog({ message, resetAt, onClose }: OutOfCalculationsDialogProps) {
  return (
    <Modal open title="Out of Calculations" onClose={onClose}>
      <p>{message}</p>
      <ResetCountdown resetAt={resetAt} lead="Your free calculations reset in" />
      <LimitActions onClose={onClose} />
    </Modal>
  );
}
