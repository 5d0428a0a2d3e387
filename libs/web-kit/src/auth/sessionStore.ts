import type { AuthResponse, Tier, UserDto } from '@takehome/contracts';
import { ApiError } from '../api';
import { authApi } from './authApi';
import { readTokenClaims } from './claims';
import { profileCache, sessionHint } from './profileCache';
import type { AuthUser, ExternalSession, ExternalSessionSource, SignInInput, SignUpInput } from './types';

/** A token is renewed this long before it expires. */
const RENEW_AHEAD_MS = 60_000;
/** A token with less life left than this is renewed before it is handed to a request. */
const MIN_TOKEN_LIFE_MS = 15_000;
/** After a failed renewal (offline, server down) the next try comes this much later. */
const RETRY_MS = 30_000;

const SIGN_IN_FAILED = 'Failed to sign in';
const SIGN_UP_FAILED = 'Failed to create account';
const LOGOUT_FAILED = 'Logout failed. Please try again.';

interface Session {
  accessToken: string;
  expiresAt: number;
  user: AuthUser;
  /** The tier the token was issued with: a profile answering another tier means the token is stale. */
  tokenTier: Tier | undefined;
  external: ExternalSession | null;
}

export interface AuthSnapshot {
  /** The signed-in user; while `loading`, the cached profile (display only). */
  user: AuthUser | null;
  accessToken: string | null;
  loading: boolean;
  error: string | null;
}

/** A visitor known to have no session: nothing to restore, nothing loading. */
export const SIGNED_OUT: AuthSnapshot = Object.freeze({ user: null, accessToken: null, loading: false, error: null });

const toAuthUser = (profile: UserDto, roles: string[]): AuthUser => ({
  ...profile,
  name: profile.displayName,
  tier: profile.membershipTier,
  roles,
});

function sessionFrom(
  accessToken: string,
  expiresAt: number,
  profile: UserDto,
  external: ExternalSession | null,
): Session {
  const claims = readTokenClaims(accessToken);
  return { accessToken, expiresAt, user: toAuthUser(profile, claims.roles ?? []), tokenTier: claims.tier, external };
}

const fromAuthResponse = ({ accessToken, expiresAt, user }: AuthResponse) =>
  sessionFrom(accessToken, Date.parse(expiresAt), user, null);

async function fromExternal(external: ExternalSession, force: boolean): Promise<Session> {
  const { accessToken, expiresAt } = await external.token(force);
  const { user } = await authApi.me(accessToken);
  return sessionFrom(accessToken, expiresAt, user, external);
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The user-facing text of a failed auth call: the server's `{ error }`, else the fallback (docs/product/copy.md). */
function failure(error: unknown, fallback: string): Error {
  const message = (error instanceof ApiError && error.serverError) || fallback;
  return new Error(message, { cause: error });
}

/**
 * The browser's session (docs/product/identity.md): the access token lives only in memory; the refresh token
 * is an httpOnly cookie (or an external provider's session), exchanged at start and before expiry.
 */
export class SessionStore {
  private session: Session | null = null;
  private snapshot: AuthSnapshot;
  private readonly listeners = new Set<() => void>();
  private starting: Promise<void> | null = null;
  private renewing: Promise<Session | null> | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by sign-in, sign-up and sign-out, so a renewal that started earlier cannot undo them. */
  private version = 0;

  constructor(private readonly externalSource: ExternalSessionSource | null) {
    // Without the session hint and without an external session, start() can only end signed out: known now,
    // the page renders its final session state at once and nothing renders again when start() is done.
    const mayHaveSession = sessionHint.isSet() || (externalSource !== null && (externalSource.mayResume?.() ?? true));
    this.snapshot = mayHaveSession
      ? { user: profileCache.read(), accessToken: null, loading: true, error: null }
      : SIGNED_OUT;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AuthSnapshot => this.snapshot;

  /** Restores the session once: an external provider's, else the refresh cookie's. */
  start = (): Promise<void> => {
    this.starting ??= (async () => {
      let external: ExternalSession | null = null;
      try {
        external = (await this.externalSource?.resume()) ?? null;
      } catch (error) {
        // E.g. a redirect back from the provider with an error: kept like any sign-in failure.
        this.update({ error: error instanceof Error ? error.message : SIGN_IN_FAILED });
      }
      if (external || sessionHint.isSet()) await this.renew(external, false);
      else this.setSession(null);
      this.update({ loading: false });
    })();
    return this.starting;
  };

  /** For apiFetch: waits for the session to be known and hands out a token with life left in it. */
  getAccessToken = async (): Promise<string | null> => {
    await this.start();
    if (this.renewing) await this.renewing;
    let session = this.session;
    if (session && session.expiresAt - Date.now() < MIN_TOKEN_LIFE_MS) session = await this.renew();
    return session?.accessToken ?? null;
  };

  signIn = (input: SignInInput): Promise<void> => this.attempt(() => authApi.signIn(input), SIGN_IN_FAILED);

  signUp = (input: SignUpInput): Promise<void> => this.attempt(() => authApi.signUp(input), SIGN_UP_FAILED);

  /** Forgets the session here at once, then ends it on the server (and at the external provider). */
  signOut = async (): Promise<void> => {
    const external = this.session?.external ?? null;
    this.version += 1;
    this.setSession(null);
    sessionHint.clear();
    this.update({ error: null });
    try {
      await authApi.signOut();
      await external?.end();
    } catch (error) {
      const problem = new Error(LOGOUT_FAILED, { cause: error });
      this.update({ error: problem.message });
      throw problem;
    }
  };

  /** A new access token now, carrying the user's current tier; resolves the user (null when signed out). */
  refresh = async (): Promise<AuthUser | null> => {
    await this.start();
    return (await this.renew())?.user ?? null;
  };

  /**
   * Re-reads the profile (GET /api/auth/me). When the server's tier differs from the token's (an admin
   * changed it, a payment went through), the token is renewed so every service sees the new tier.
   */
  checkProfile = async (): Promise<void> => {
    const session = this.session;
    if (!session || this.renewing) return;
    try {
      const { user } = await authApi.me(session.accessToken);
      if (this.session !== session) return;
      const latest = toAuthUser(user, session.user.roles);
      if (user.membershipTier !== session.tokenTier) {
        await this.renew();
      } else if (JSON.stringify(latest) !== JSON.stringify(session.user)) {
        this.setSession({ ...session, user: latest });
      }
    } catch (error) {
      if (isUnauthorized(error)) await this.renew();
    }
  };

  /** Re-arms the renewal timer after stop(); idempotent. */
  resume(): void {
    if (this.session && this.renewTimer === undefined) this.scheduleRenewal(this.session);
  }

  stop(): void {
    clearTimeout(this.renewTimer);
    this.renewTimer = undefined;
  }

  private async attempt(call: () => Promise<AuthResponse>, fallback: string): Promise<void> {
    this.update({ error: null });
    try {
      const response = await call();
      this.version += 1;
      this.setSession(fromAuthResponse(response));
    } catch (error) {
      const problem = failure(error, fallback);
      this.update({ error: problem.message });
      throw problem;
    }
  }

  /**
   * One renewal at a time. Unauthorized means signed out; any other failure keeps the current
   * session (its token may still work) and tries again a little later.
   */
  private renew(external = this.session?.external ?? null, force = true): Promise<Session | null> {
    this.renewing ??= (async () => {
      const version = this.version;
      let next: Session | null;
      try {
        next = external ? await fromExternal(external, force) : fromAuthResponse(await authApi.refresh());
      } catch (error) {
        if (!isUnauthorized(error) && !external) {
          this.scheduleRetry();
          return this.session;
        }
        next = null;
      }
      if (version !== this.version) return this.session;
      this.setSession(next);
      return next;
    })().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private setSession(session: Session | null): void {
    this.session = session;
    this.stop();
    if (session) {
      profileCache.write(session.user);
      this.scheduleRenewal(session);
    } else {
      profileCache.clear();
    }
    this.update({ user: session?.user ?? null, accessToken: session?.accessToken ?? null });
  }

  private scheduleRenewal(session: Session): void {
    const delay = Math.max(5_000, session.expiresAt - Date.now() - RENEW_AHEAD_MS);
    this.renewTimer = setTimeout(() => void this.renew(), delay);
  }

  private scheduleRetry(): void {
    if (!this.session) return;
    this.stop();
    this.renewTimer = setTimeout(() => void this.renew(), RETRY_MS);
  }

  /** A patch that changes nothing keeps the snapshot, so no subscriber renders again for it. */
  private update(patch: Partial<AuthSnapshot>): void {
    const current = this.snapshot;
    if ((Object.keys(patch) as (keyof AuthSnapshot)[]).every((key) => Object.is(patch[key], current[key]))) return;
    this.snapshot = { ...current, ...patch };
    for (const listener of this.listeners) listener();
  }
}
