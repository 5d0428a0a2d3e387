import { randomBytes } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuthUser } from '@takehome/service-kit';
import { AUTH_MESSAGES, type Tier } from '@takehome/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { SigningKeys } from '../../keys/signing-keys.service.js';
import { toAccessClaims } from '../../users/user.mapper.js';
import type { User } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import type { AuthSession, IdentityProvider, NewAccount } from '../identity-provider.js';
import { PasswordCredential } from './password-credential.entity.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { RefreshTokens, type IssuedRefreshToken } from './refresh-tokens.service.js';

/** Accounts, argon2id passwords and tokens kept in this service (the default for local runs). */
@Injectable()
export class EmbeddedIdentityProvider implements IdentityProvider {
  /** Checked instead of a real hash for an unknown email, so its answer takes as long as a wrong password's. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly keys: SigningKeys,
    private readonly refreshTokens: RefreshTokens,
  ) {}

  async signUp(account: NewAccount): Promise<AuthSession> {
    const passwordHash = await hashPassword(account.password);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.create(manager, { ...account, tier: 'free' });
      await manager.insert(PasswordCredential, { userId: user.id, passwordHash });
      return this.startSession(manager, user);
    });
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    const user = await this.users.findByEmail(email);
    const credential = user && (await this.dataSource.manager.findOneBy(PasswordCredential, { userId: user.id }));
    const matches = await verifyPassword(credential?.passwordHash ?? (await this.dummyHash), password);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.noAccount);
    if (!credential || !matches) throw new UnauthorizedException(AUTH_MESSAGES.wrongPassword);
    return this.dataSource.transaction((manager) => this.startSession(manager, user));
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
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`identity.account:${account.email}`]);
      const user =
        (await this.users.findByEmail(account.email, manager)) ??
        (await this.users.create(manager, { ...account, tier }));
      const credential = await manager.findOneBy(PasswordCredential, { userId: user.id });
      if (!credential || !(await verifyPassword(credential.passwordHash, account.password))) {
        await manager.upsert(
          PasswordCredential,
          { userId: user.id, passwordHash: await hashPassword(account.password) },
          ['userId'],
        );
      }
      return user;
    });
  }

  /** Nothing to do: every access token is minted from the stored user. */
  async syncTier(): Promise<void> {}

  private async startSession(manager: EntityManager, user: User): Promise<AuthSession> {
    return this.session(user, await this.refreshTokens.issue(manager, user.id));
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
