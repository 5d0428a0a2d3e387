import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, Modal, track } from '@takehome/web-kit';
import { AnchorButton } from '@takehome/web-kit/ui';
import { Actions } from '../../shared/Actions';

export const Perks = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: 1.2em;

  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/** The upgrade prompt; its /subscribe link opens in a new tab so the calculation stays on screen. */
export function UpgradeModal({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    track('upgrade_prompt_shown', { placement: 'calculator' });
  }, []);
  return (
    <Modal open title="Upgrade to Pro" onClose={onClose}>
      <p>Keep calculating without waiting for your limit to reset.</p>
      <Perks>
        <li>Unlimited calculations</li>
        <li>Saved history with PDF, CSV and Excel export</li>
        <li>Your pay analytics dashboard</li>
        <li>Email support</li>
      </Perks>
      <Actions>
        <AnchorButton
          href="/subscribe"
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track('upgrade_clicked', { placement: 'calculator' })}
        >
          Upgrade Now
        </AnchorButton>
        <Button variant="secondary" onClick={onClose}>
          Not Now
        </Button>
      </Actions>
    </Modal>
  );
}
