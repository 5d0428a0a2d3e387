import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Modal, useToast, type ToastMessage } from '@takehome/web-kit';
import { ACCOUNT_CREATED, SIGNED_IN, keepToastForNextPage, reloadSoon } from './afterSignIn';
import { EmailPasswordForm, type EmailMode } from './EmailPasswordForm';
import { GoogleSignInPanel } from './google/GoogleSignInPanel';
import { useKeycloakConfig } from './google/providers';

type Tab = 'email' | 'google';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'email', label: 'Email & Password' },
  { id: 'google', label: 'Google Sign-In' },
];

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const TabButton = styled.button<{ $selected: boolean }>`
  padding: 8px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ $selected }) => ($selected ? '0 1px 3px rgba(15, 23, 42, 0.12)' : 'none')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.navy : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

export interface SignInDialogProps {
  open: boolean;
  /** Called when the dialog closes; `signedIn` tells a success from a dismissal. */
  onClose: (signedIn?: boolean) => void;
  /** The email form's mode when it opens: "Create Free Account" opens straight on create-account. */
  initialMode?: EmailMode;
}

/** docs/product/paths.md sign-in dialog: Email & Password (sign in or create an account) and Google Sign-In. */
export function SignInDialog({ open, onClose, initialMode = 'signIn' }: SignInDialogProps) {
  // Mounted only while open, so every opening starts on the email tab in its mode with an empty form.
  return open ? <SignInFlow onClose={onClose} initialMode={initialMode} /> : null;
}

function SignInFlow({ onClose, initialMode }: { onClose: (signedIn?: boolean) => void; initialMode: EmailMode }) {
  const { showToast } = useToast();
  const id = useId();
  const [tab, setTab] = useState<Tab>('email');
  const [mode, setMode] = useState<EmailMode>(initialMode);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ email: null, google: null });
  // Google sign-in exists only where the identity realm brokers it: without it there is no tab to offer.
  const google = useKeycloakConfig();
  const googleAvailable = Boolean(google.data);

  const succeed = (toast: ToastMessage) => {
    showToast(toast);
    keepToastForNextPage(toast);
    onClose(true);
    reloadSoon();
  };

  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onTabKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'email' ? 'google' : 'email';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const title = tab === 'email' && mode === 'signUp' ? 'Create your TakeHome account' : 'Sign in to TakeHome';

  const emailForm = (
    <EmailPasswordForm
      key={mode}
      mode={mode}
      onModeChange={setMode}
      onSuccess={(done) => succeed(done === 'signUp' ? ACCOUNT_CREATED : SIGNED_IN)}
    />
  );
  if (!googleAvailable) {
    return (
      <Modal open onClose={() => onClose(false)} title={title} width="440px">
        {emailForm}
      </Modal>
    );
  }

  return (
    <Modal open onClose={() => onClose(false)} title={title} width="440px">
      <TabList role="tablist" aria-label="Sign-in method" onKeyDown={onTabKeyDown}>
        {TABS.map(({ id: tabId, label }) => (
          <TabButton
            key={tabId}
            ref={(element) => {
              tabRefs.current[tabId] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tabId}-tab`}
            aria-selected={tab === tabId}
            aria-controls={`${id}-${tabId}-panel`}
            tabIndex={tab === tabId ? 0 : -1}
            $selected={tab === tabId}
            onClick={() => setTab(tabId)}
          >
            {label}
          </TabButton>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'email' ? (
          emailForm
        ) : (
          <GoogleSignInPanel onUseEmail={() => setTab('email')} onSuccess={() => succeed(SIGNED_IN)} />
        )}
      </div>
    </Modal>
  );
}
