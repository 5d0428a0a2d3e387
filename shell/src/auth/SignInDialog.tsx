import styled from 'styled-components';
import { Button, Modal } from '@takehome/web-kit';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The top bar's sign-in dialog. Placeholder until accounts arrive (email & password and Google tabs, SPEC §2). */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sign in to TakeHome">
      <Text>Accounts are on their way. Until then every calculator feature works without signing in.</Text>
      <Actions>
        <Button onClick={onClose}>Got it</Button>
      </Actions>
    </Modal>
  );
}
