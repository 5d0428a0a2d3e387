import { randomBytes } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '@takehome/service-kit';
import { AUTH_MESSAGES, type Tier } from '@takehome/contracts';
import type { EntityManager } from 'typeorm';
import { SigningKeys } from '../../keys/signing-keys.service.js';
import { toAccessClaims } from '../../users/user.mapper.js';
import type { User } from '../../users/user.entity.js';
import { UsersRepository } from '../../users/users.repository.js';
import { normalizeEmail, UsersService } from '../../users/users.service.js';
import type { AuthSession, IdentityProvider, NewAccount } from '../identity-provider.js';
import { PasswordCredentialsRepository } from './password-credentials.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { RefreshTokens, type IssuedRefreshToken } from './refresh-tokens.service.js';

/** Accounts, argon2id passwords and tokens kept in this service (the default for local runs). */
@Injectable()
export class EmbeddedIdentityProvider implements IdentityProvider {
  /** Checked instead of a real hash for an unknown email, so its answer takes as long as a wrong password's. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly users: UsersService,
    private readonly userRows: UsersRepository,
    private readonly credentials: PasswordCredentialsRepository,
    private readonly keys: SigningKeys,
    private readonly refreshTokens: RefreshTokens,
  ) {}

  async signUp(account: NewAccount): Promise<AuthSession> {
    const passwordHash = await hashPassword(account.password);
    return this.userRows.transaction(async (tx) => {
      const user = await this.users.create({ ...account, tier: 'free' }, tx);
      await this.credentials.insert(user.id, passwordHash, tx);
      return this.startSession(tx, user);
    });
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    // The same two reads whether or not the account exists, so the answer's timing does not tell.
    const [user, credential] = await Promise.all([
      this.users.findByEmail(email),
      this.credentials.findByEmail(normalizeEmail(email)),
    ]);
    const matches = await verifyPassword(credential?.passwordHash ?? (await this.dummyHash), password);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.noAccount);
    if (!credential || !matches) throw new UnauthorizedException(AUTH_MESSAGES.wrongPassword);
    return this.userRows.transaction((tx) => this.startSession(tx, user));
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    const { userId, next } = await this.refreshTokens.rotate(refreshToken);
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    return this.session(user, next);
  }

  signOut(refreshToken: string): Promise<void> {
    return this.refreshTokens.revokeFamily(refreshToken);
  }

  currentUser(auth: AuthUser): Promise<User | null> {
    return this.users.findById(auth.id);
  }

  /** Creates the account when missing; ADMIN_PASSWORD stays authoritative for an existing one. */
  async ensureAccount(account: NewAccount, tier: Tier): Promise<User> {
    return this.userRows.transaction(async (tx) => {
      await this.userRows.lockAccount(account.email, tx);
      const user =
        (await this.users.findByEmail(account.email, tx)) ?? (await this.users.create({ ...account, tier }, tx));
      const credential = await this.credentials.findByUserId(user.id, tx);
      if (!credential || !(await verifyPassword(credential.passwordHash, account.password))) {
        await this.credentials.upsert(user.id, await hashPassword(account.password), tx);
      }
      return user;
    });
  }

  /** Nothing to do: every access token is minted from the stored user. */
  async syncTier(): Promise<void> {}

  private async startSession(tx: EntityManager, user: User): Promise<AuthSession> {
    return this.session(user, await this.refreshTokens.issue(tx, user.id));
  }

  private async session(user: User, refresh: IssuedRefreshToken): Promise<AuthSession> {
    const access = await this.keys.sign(toAccessClaims(user));
    return {
      user,
      accessToken: access.token,
      expiresAt: access.expiresAt,
      refreshToken: refresh.token,
      refreshExpiresAt: refresh.expiresAt,
    };
  }
}
