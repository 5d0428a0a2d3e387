import { JoinModal } from './JoinModal';
import { LimitReachedModal, OutOfCalculationsDialog } from './limitDialogs';
import { PostCalculationModal } from './PostCalculationModal';
import { UpgradeModal } from './UpgradeModal';
import type { CalculatorDialog } from './useCalculatorDialogs';

export interface CalculatorDialogsProps {
  dialog: CalculatorDialog | null;
  onClose: () => void;
  onJoin: () => void;
}

/** Renders the one dialog that is open. */
export function CalculatorDialogs({ dialog, onClose, onJoin }: CalculatorDialogsProps) {
  switch (dialog?.kind) {
    case 'postCalculation':
      return <PostCalculationModal count={dialog.count} onJoin={onJoin} onClose={onClose} />;
    case 'upgrade':
      return <UpgradeModal onClose={onClose} />;
    case 'join':
      return <JoinModal onClose={onClose} saveAfterSignIn={dialog.save} />;
    case 'limitReached':
      return <LimitReachedModal limit={dialog.limit} resetAt={dialog.resetAt} onClose={onClose} />;
    case 'outOfCalculations':
      return <OutOfCalculationsDialog message={dialog.message} resetAt={dialog.resetAt} onClose={onClose} />;
    default:
      return null;
  }
}
