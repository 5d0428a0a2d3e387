import type { ToastMessage } from '@takehome/web-kit';

const PENDING_TOAST_KEY = 'takehome.pending-toast';
/** docs/product/copy.md: the page reloads 100 ms after a successful sign-in. */
const RELOAD_DELAY_MS = 100;

export const ACCOUNT_CREATED: ToastMessage = {
  title: 'Account created successfully!',
  description: 'Welcome to TakeHome.',
  tone: 'success',
};

export const SIGNED_IN: ToastMessage = {
  title: 'Signed in successfully!',
  description: 'Welcome back.',
  tone: 'success',
};

/** Keeps a toast for the page that loads next, so the welcome survives the reload. */
export function keepToastForNextPage(toast: ToastMessage): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Without session storage the toast is only seen until the reload.
  }
}

export function takeToastFromLastPage(): ToastMessage | null {
  try {
    const stored = sessionStorage.getItem(PENDING_TOAST_KEY);
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    return stored ? (JSON.parse(stored) as ToastMessage) : null;
  } catch {
    return null;
  }
}

/** Reloads so every part of the page starts again with the new session (docs/product/journeys.md). */
export function reloadSoon(): void {
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}
