import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { assertSignedIn, type AuthUser } from '@takehome/service-kit';
import { AUTH_MESSAGES, type MeResponse } from '@takehome/contracts';
import { nameAtSignUp } from '../users/naming.js';
import { toMeResponse } from '../users/user.mapper.js';
import type { SignInDto, SignUpDto } from './auth.dto.js';
import { IDENTITY_PROVIDER, type AuthSession, type IdentityProvider } from './identity-provider.js';
import { newDeviceToken, SignInLimits, type SignInClient } from './sign-in-limits.service.js';

/** Failures that count against the rate limit: wrong credentials, taken or refused emails. */
const COUNTED_FAILURES: number[] = [HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.CONFLICT];

/** A session and the device token the browser keeps in its device cookie. */
export interface SignedIn {
  session: AuthSession;
  device: string;
}

/**
 * Sign-up, sign-in and sessions, whichever provider checks the passwords. Signing up, in, out and
 * refreshing act for a visitor who has no access token yet (the refresh cookie is the credential);
 * `me` acts for the signed-in caller.
 */
@Injectable()
export class AuthService {
  constructor(
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    private readonly limits: SignInLimits,
  ) {}

  signUp(dto: SignUpDto, client: SignInClient): Promise<SignedIn> {
    return this.attempt(dto.email, client, 'signup', () =>
      this.provider.signUp({ email: dto.email, password: dto.password, ...nameAtSignUp(dto) }),
    );
  }

  signIn(dto: SignInDto, client: SignInClient): Promise<SignedIn> {
    return this.attempt(dto.email, client, 'signin', () => this.provider.signIn(dto.email, dto.password));
  }

  refresh(refreshToken: string | undefined): Promise<AuthSession> {
    if (!refreshToken) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    return this.provider.refresh(refreshToken);
  }

  async signOut(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.provider.signOut(refreshToken);
  }

  async me(auth: AuthUser): Promise<MeResponse> {
    assertSignedIn(auth);
    const user = await this.provider.currentUser(auth);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    return toMeResponse(user);
  }

  /** Counted before the provider is asked (see SignInLimits); an attempt that was no failure is given back. */
  private async attempt(
    email: string,
    client: SignInClient,
    kind: 'signin' | 'signup',
    run: () => Promise<AuthSession>,
  ): Promise<SignedIn> {
    const counted = await this.limits.begin(email, client, kind);
    let session: AuthSession;
    try {
      session = await run();
    } catch (error) {
      if (!(error instanceof HttpException && COUNTED_FAILURES.includes(error.getStatus())))
        await this.limits.notAFailure(counted);
      throw error;
    }
    const device = client.device ?? newDeviceToken();
    await this.limits.succeeded(session.user.id, email, { ...client, device }, counted);
    return { session, device };
  }
}
