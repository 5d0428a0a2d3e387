import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Clock, SERVICE_CONFIG } from '@takehome/service-kit';
import { AUTH_MESSAGES } from '@takehome/contracts';
import type { EntityManager } from 'typeorm';
import type { IdentityConfig } from '../../config.js';
import type { RefreshToken } from './refresh-token.entity.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type Rotation =
  { outcome: 'rotated'; userId: string; next: IssuedRefreshToken } | { outcome: 'rejected'; reused: boolean };

/** Opaque rotating refresh tokens of the embedded provider, with reuse detection per family. */
@Injectable()
export class RefreshTokens {
  private readonly logger = new Logger('RefreshTokens');

  constructor(
    private readonly tokens: RefreshTokensRepository,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly clock: Clock,
  ) {}

  /** A new token; without `familyId` it starts a new family (a sign-in). */
  async issue(tx: EntityManager, userId: string, familyId: string = randomUUID()): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS);
    await this.tokens.deleteExpired(userId, tx);
    await this.tokens.insert({ familyId, userId, tokenHash: hashOf(token), expiresAt }, tx);
    return { token, expiresAt };
  }

  /**
   * Exchanges a token for its successor. A token that was already exchanged (or revoked) means it
   * leaked: the whole family is revoked, so the thief and the owner both have to sign in again.
   */
  async rotate(token: string): Promise<{ userId: string; next: IssuedRefreshToken }> {
    // The revocation must commit even though the caller is then refused, so decide first, throw after.
    const rotation = await this.tokens.transaction(async (tx): Promise<Rotation> => {
      const current = await this.tokens.findByHashForUpdate(hashOf(token), tx);
      if (!current) return { outcome: 'rejected', reused: false };
      if (current.usedAt && !current.revokedAt && (await this.answerWasLost(tx, current))) {
        // The successor never reached the browser (a reload cut the response off): it is withdrawn
        // and replaced, so presenting it later still counts as theft.
        await this.tokens.revokeUnusedInFamily(current.familyId, tx);
        return { outcome: 'rotated', userId: current.userId, next: await this.issue(tx, current.userId, current.familyId) };
      }
      if (current.usedAt || current.revokedAt) {
        await this.tokens.revokeFamily(current.familyId, tx);
        return { outcome: 'rejected', reused: true };
      }
      if (current.expiresAt <= this.clock.now()) return { outcome: 'rejected', reused: false };
      await this.tokens.markUsed(current.id, tx);
      return {
        outcome: 'rotated',
        userId: current.userId,
        next: await this.issue(tx, current.userId, current.familyId),
      };
    });
    if (rotation.outcome === 'rejected') {
      if (rotation.reused) this.logger.warn('Refresh token reused; its family is revoked');
      throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    }
    return rotation;
  }

  /**
   * A used token presented again within the grace window, while no later token of its family has
   * been used, is the same browser retrying an exchange whose answer it never got; anything else is reuse.
   */
  private async answerWasLost(tx: EntityManager, current: RefreshToken): Promise<boolean> {
    const graceMs = this.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (!current.usedAt || this.clock.now().getTime() - current.usedAt.getTime() > graceMs) return false;
    const movedOn = await this.tokens.usedInFamilyAfter(current.familyId, current.usedAt, tx);
    return !movedOn;
  }

  /** Sign-out: the token's whole family stops working. */
  async revokeFamily(token: string): Promise<void> {
    const current = await this.tokens.findByHash(hashOf(token));
    if (!current) return;
    await this.tokens.revokeFamily(current.familyId);
  }
}
