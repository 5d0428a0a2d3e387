import type { AuthUser } from './types';

const PROFILE_KEY = 'takehome.profile';

/**
 * The last known profile, kept so the navigation can greet the user while the session is restored.
 * docs/product/identity.md: display only — whether someone is signed in is decided by the access token.
 */
export const profileCache = {
  read(): AuthUser | null {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(PROFILE_KEY);
      if (!stored) return null;
      const profile = JSON.parse(stored) as Partial<AuthUser> | null;
      const fields = [profile?.id, profile?.email, profile?.name, profile?.tier, profile?.membershipTier];
      if (fields.every((field) => typeof field === 'string') && Array.isArray(profile?.roles))
        return profile as AuthUser;
    } catch {
      // Unreadable storage or JSON: treated like no entry and removed (docs/product/journeys.md).
    }
    if (stored !== null) profileCache.clear();
    return null;
  },
  write(user: AuthUser): void {
    try {
      localStorage.setItem(PROFILE_KEY, JSON.stringify(user));
    } catch {
      // Storage full or blocked: the cache is optional.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(PROFILE_KEY);
    } catch {
      // Blocked storage holds nothing to clear.
    }
  },
};

/** The readable cookie svc-identity keeps beside its httpOnly refresh cookie; it holds no secret. */
const SESSION_HINT_COOKIE = 'takehome_session=1';

/**
 * Whether a refresh cookie may exist. Without it the start-up refresh is skipped: anonymous
 * visitors (most of them) then cost svc-identity nothing and see no 401. The server sets and
 * clears it together with the refresh cookie, so any way of signing in (dialog, API, checkout) counts.
 */
export const sessionHint = {
  isSet(): boolean {
    if (typeof document === 'undefined') return false;
    return document.cookie.split(/;\s*/).includes(SESSION_HINT_COOKIE);
  },
  /** At sign-out, before the request: a reload that cuts the request off must not restore the session. */
  clear(): void {
    document.cookie = 'takehome_session=; Max-Age=0; Path=/; SameSite=Lax';
  },
};
