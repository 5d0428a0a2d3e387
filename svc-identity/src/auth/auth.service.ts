import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '@takehome/service-kit';
import { AUTH_MESSAGES, type AuthResponse, type MeResponse } from '@takehome/contracts';
import { nameAtSignUp } from '../users/naming.js';
import { toUserDto } from '../users/user.mapper.js';
import type { SignInDto, SignUpDto } from './auth.dto.js';
import { IDENTITY_PROVIDER, type AuthSession, type IdentityProvider } from './identity-provider.js';
import { RateLimiter, type AttemptSource } from './rate-limiter.service.js';

/** Failures that count against the rate limit: wrong credentials, taken or refused emails. */
const COUNTED_FAILURES: number[] = [HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.CONFLICT];

export function toAuthResponse(session: AuthSession): AuthResponse {
  return {
    user: toUserDto(session.user),
    accessToken: session.accessToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Sign-up, sign-in and sessions, whichever provider checks the passwords. */
@Injectable()
export class AuthService {
  constructor(
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    private readonly limiter: RateLimiter,
  ) {}

  async signUp(dto: SignUpDto, ip: string): Promise<AuthSession> {
    const source = { ip, email: dto.email };
    await this.limiter.assertAllowed(source);
    return this.counted(source, () =>
      this.provider.signUp({ email: dto.email, password: dto.password, ...nameAtSignUp(dto) }),
    );
  }

  async signIn(dto: SignInDto, ip: string): Promise<AuthSession> {
    const source = { ip, email: dto.email };
    await this.limiter.assertAllowed(source);
    const session = await this.counted(source, () => this.provider.signIn(dto.email, dto.password));
    await this.limiter.recordSuccess(source);
    return session;
  }

  refresh(refreshToken: string | undefined): Promise<AuthSession> {
    if (!refreshToken) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    return this.provider.refresh(refreshToken);
  }

  async signOut(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.provider.signOut(refreshToken);
  }

  async me(auth: AuthUser): Promise<MeResponse> {
    const user = await this.provider.currentUser(auth);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    return { user: toUserDto(user), tierExpiresAt: user.tierExpiresAt?.toISOString() ?? null };
  }

  private async counted<T>(source: AttemptSource, attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof HttpException && COUNTED_FAILURES.includes(error.getStatus()))
        await this.limiter.recordFailure(source);
      throw error;
    }
  }
}
