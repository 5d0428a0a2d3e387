import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { PageSpinner } from './components/Spinner';

/** The signed-in person as the front ends see it (from the access token's claims). */
export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  tier: string;
  roles: string[];
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  firstName: string;
  lastName: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  /** True while the session is being restored at start. */
  loading: boolean;
  /** The last sign-in failure, shown as 'Login failed' in the navigation. */
  error: string | null;
  signIn: (input: SignInInput) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  /** Opens the shell's sign-in dialog. */
  openSignIn: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

const notAvailableYet = () => Promise.reject(new Error('Sign-in is not available yet.'));

export interface AuthProviderProps {
  children: ReactNode;
  /** Supplied by the shell, which owns the sign-in dialog. */
  onOpenSignIn?: () => void;
}

/** Session state shared by the shell and every remote. Not connected to svc-identity yet: always signed out. */
export function AuthProvider({ children, onOpenSignIn }: AuthProviderProps) {
  const value = useMemo<AuthContextValue>(
    () => ({
      user: null,
      loading: false,
      error: null,
      signIn: notAvailableYet,
      signUp: notAvailableYet,
      signOut: () => Promise.resolve(),
      openSignIn: onOpenSignIn ?? (() => undefined),
    }),
    [onOpenSignIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
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
