import { useState } from 'react';
import styled from 'styled-components';
import { Button, Skeleton } from '@takehome/web-kit';
import { FormAlert } from '../../components/FormAlert';
import { GOOGLE_MESSAGES, openSignInPopup } from './messages';
import { useKeycloakConfig, type KeycloakConfig } from './providers';

/** How long the 'Popup blocked' message shows before the page goes to Google. */
const REDIRECT_NOTICE_MS = 1200;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
    />
    <path
      fill="#FBBC05"
      d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

export interface GoogleSignInPanelProps {
  onUseEmail: () => void;
  onSuccess: () => void;
}

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'redirecting' } | { kind: 'failed'; message: string };

/**
 * The dialog's Google Sign-In tab: Keycloak brokering when configured, the disabled path of docs/product/copy.md
 * otherwise.
 */
export function GoogleSignInPanel({ onUseEmail, onSuccess }: GoogleSignInPanelProps) {
  const config = useKeycloakConfig();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  if (config.isPending) {
    return (
      <Panel aria-busy="true">
        <Skeleton height="64px" />
        <Skeleton height="44px" />
      </Panel>
    );
  }

  if (!config.data) {
    return (
      <Panel>
        <FormAlert tone="warning" title="Google sign-in needs redirect setup">
          Signing in with Google needs a redirect set up for this site, which is not done yet. We recommend signing in
          with your email and password.
        </FormAlert>
        <FormAlert>{GOOGLE_MESSAGES.disabled}</FormAlert>
        <Button variant="secondary" size="lg" fullWidth disabled>
          <GoogleMark />
          Continue with Google
        </Button>
        <Button size="lg" fullWidth onClick={onUseEmail}>
          Use Email & Password
        </Button>
      </Panel>
    );
  }

  const keycloak: KeycloakConfig = config.data;
  const start = async () => {
    // Opened before any await: a pop-up opened later than the click itself is blocked.
    const popup = openSignInPopup();
    const google = await import('./keycloakGoogle');
    if (!popup) {
      setStatus({ kind: 'redirecting' });
      setTimeout(() => {
        google.redirectToGoogle(keycloak).catch(() => setStatus({ kind: 'failed', message: GOOGLE_MESSAGES.network }));
      }, REDIRECT_NOTICE_MS);
      return;
    }
    setStatus({ kind: 'pending' });
    try {
      await google.signInWithGooglePopup(keycloak, popup);
      onSuccess();
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : GOOGLE_MESSAGES.failed });
    }
  };

  return (
    <Panel>
      <FormAlert tone="warning" title="Heads up">
        Google sign-in opens in a pop-up window. If your browser blocks it, we take you to Google and bring you back to
        this page. Email and password works everywhere and is what we recommend.
      </FormAlert>
      {status.kind === 'redirecting' && <FormAlert tone="warning">{GOOGLE_MESSAGES.popupBlocked}</FormAlert>}
      {status.kind === 'failed' && <FormAlert>{status.message}</FormAlert>}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        disabled={status.kind === 'pending' || status.kind === 'redirecting'}
        onClick={() => void start()}
      >
        <GoogleMark />
        {status.kind === 'pending' ? 'Waiting for Google...' : 'Continue with Google'}
      </Button>
    </Panel>
  );
}
