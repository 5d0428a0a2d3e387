import { Button, Modal, useAuth } from '@takehome/web-kit';
import { Actions } from '../../shared/Actions';
import { setSaveAfterSignIn } from '../calculatorSession';
import { Perks } from './UpgradeModal';

/**
 * docs/product/paths.md sign-up modal, named for the product (docs/product/copy.md): what a free account adds, and the
 * way in.
 */
export function JoinModal({ onClose, saveAfterSignIn = false }: { onClose: () => void; saveAfterSignIn?: boolean }) {
  const { openSignIn } = useAuth();
  const createAccount = () => {
    onClose();
    // Sign-up reloads the page: the kept result is saved once the new account is signed in.
    if (saveAfterSignIn) setSaveAfterSignIn(true);
    openSignIn({ mode: 'signUp', onCancel: () => setSaveAfterSignIn(false) });
  };
  return (
    <Modal open title="Join TakeHome" onClose={onClose}>
      <p>A free account keeps your numbers for you.</p>
      <Perks>
        <li>Save calculations to your account</li>
        <li>See your monthly totals and recent calculations</li>
        <li>Pick up where you left off on any device</li>
      </Perks>
      <Actions>
        <Button onClick={createAccount}>Create Free Account</Button>
        <Button variant="secondary" onClick={onClose}>
          Maybe Later
        </Button>
      </Actions>
    </Modal>
  );
}
