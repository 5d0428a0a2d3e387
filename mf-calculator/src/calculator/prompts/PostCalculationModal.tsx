import { Link } from '@takehome/web-kit/router';
import { Button, Modal, RemoteWidget, useAuth } from '@takehome/web-kit';
import { Actions } from '../../shared/Actions';
import { timeSavedText } from './timeSaved';

export interface PostCalculationModalProps {
  count: number;
  onJoin: () => void;
  onClose: () => void;
}

/**
 * docs/product/funnel.md post-calculation prompt ('Love the Calculator?'): the weekly tips newsletter, and sign-up for
 * visitors.
 */
export function PostCalculationModal({ count, onJoin, onClose }: PostCalculationModalProps) {
  const { user } = useAuth();
  return (
    <Modal open title="Love the Calculator?" onClose={onClose} width="520px">
      <p>
        That&apos;s {count} calculations: about {timeSavedText(count)} of paycheck math done for you.
      </p>
      <RemoteWidget
        module="mf_blog/NewsletterSignup"
        props={{ variant: 'compact', source: 'calculator' }}
        fallback={<Link to="/blog">Read pay tips on the blog</Link>}
      />
      <Actions>
        {!user && <Button onClick={onJoin}>Create Free Account</Button>}
        <Button variant="secondary" onClick={onClose}>
          Maybe Later
        </Button>
      </Actions>
    </Modal>
  );
}
