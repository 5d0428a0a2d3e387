import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { setAccessTokenGetter } from './api';
import { externalSessionSource } from './auth/externalSessions';
import { SessionStore, SIGNED_OUT, type AuthSnapshot } from './auth/sessionStore';
import type { AuthUser, SignInInput, SignUpInput } from './auth/types';
import { PageSpinner } from './components/Spinner';

export type { AuthUser, SignInInput, SignUpInput } from './auth/types';

export interface AuthContextValue {
  /** The signed-in user (profile from svc-identity, roles from the token); null when signed out. */
  user: AuthUser | null;
  /** True until the session is known; meanwhile `user` is the cached profile, for display only. */
  loading: boolean;
  /** The last auth failure (shown as 'Login failed' in the navigation); kept until the next attempt. */
  error: string | null;
  /** The current access token (memory only); apiFetch adds it by itself. */
  accessToken: string | null;
  /** Reject with the user-facing message (docs/product/copy.md) after keeping it in `error`. */
  signIn: (input: SignInInput) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  /** Renews the token now (e.g. after checkout) and resolves the up-to-date user. */
  refresh: () => Promise<AuthUser | null>;
  /** Opens the shell's sign-in dialog (in create-account mode when asked; `onCancel` when closed without signing in). */
  openSignIn: (options?: SignInOptions) => void;
}

export interface SignInOptions {
  mode?: 'signIn' | 'signUp';
  onCancel?: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** While signed in, the profile is re-read this often (and when the tab comes back) to pick up tier changes. */
const PROFILE_CHECK_INTERVAL_MS = 60_000;
/** Focus and visibility events come in bursts: one profile check per this many ms at most. */
const PROFILE_CHECK_THROTTLE_MS = 5_000;

/**
 * What the server render shows (shell/src/server/render.tsx), and so what the browser's hydration render
 * shows: a visitor known to be signed out. The gateway sends server HTML only to visitors without the
 * session cookie, whose store starts signed out too unless an external session may exist (SessionStore).
 */
const SERVER_SNAPSHOT = SIGNED_OUT;

/**
 * The store's own snapshot when it says the same (an anonymous visitor's), so hydration does not see a
 * change and render every consumer of the session again at once, blocking the page for that long.
 */
function serverSnapshotOf(store: SessionStore): AuthSnapshot {
  const snapshot = store.getSnapshot();
  const same = (Object.keys(SERVER_SNAPSHOT) as (keyof AuthSnapshot)[]).every(
    (key) => snapshot[key] === SERVER_SNAPSHOT[key],
  );
  return same ? snapshot : SERVER_SNAPSHOT;
}

function startSessionStore(): SessionStore {
  const store = new SessionStore(externalSessionSource());
  // Registered before any child renders: children's first requests must wait for the restored session.
  setAccessTokenGetter(store.getAccessToken);
  void store.start();
  return store;
}

/** An admin's tier change or a finished payment reaches this tab on focus or within a minute. */
function useProfileWatch(store: SessionStore, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    let lastCheck = 0;
    const check = () => {
      if (document.visibilityState === 'hidden' || Date.now() - lastCheck < PROFILE_CHECK_THROTTLE_MS) return;
      lastCheck = Date.now();
      void store.checkProfile();
    };
    const timer = setInterval(check, PROFILE_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [store, signedIn]);
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Supplied by the shell, which owns the sign-in dialog. */
  onOpenSignIn?: (options?: SignInOptions) => void;
}

/** Session state shared by the shell and every remote (docs/product/identity.md). */
export function AuthProvider({ children, onOpenSignIn }: AuthProviderProps) {
  const [store] = useState(startSessionStore);
  const serverSnapshot = useCallback(() => serverSnapshotOf(store), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);

  useEffect(() => {
    setAccessTokenGetter(store.getAccessToken);
    store.resume();
    return () => {
      store.stop();
      setAccessTokenGetter(null);
    };
  }, [store]);
  useProfileWatch(store, Boolean(snapshot.user) && !snapshot.loading);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      signIn: store.signIn,
      signUp: store.signUp,
      signOut: store.signOut,
      refresh: store.refresh,
      openSignIn: onOpenSignIn ?? (() => undefined),
    }),
    [snapshot, store, onOpenSignIn],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {/* Until the session is known, what depends on it may still change (shell/src/settled.ts). */}
      {snapshot.loading && <span hidden data-loading="" />}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

export interface SignedInOnlyProps {
  children: ReactNode;
  /** Shown instead while signed out. */
  fallback?: ReactNode;
}

/** Renders its children only for a signed-in user; a spinner while the session is restored. */
export function SignedInOnly({ children, fallback = null }: SignedInOnlyProps) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  return <>{user ? children : fallback}</>;
}
