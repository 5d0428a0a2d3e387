import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, MoreThan, type EntityManager } from 'typeorm';
import { RefreshToken } from './refresh-token.entity.js';

/** The embedded provider's `refresh_tokens`, found by the SHA-256 of the token. */
@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async deleteExpired(userId: string, tx: EntityManager): Promise<void> {
    await tx.delete(RefreshToken, { userId, expiresAt: LessThan(new Date()) });
  }

  async insert(
    row: Pick<RefreshToken, 'familyId' | 'userId' | 'tokenHash' | 'expiresAt'>,
    tx: EntityManager,
  ): Promise<void> {
    await tx.insert(RefreshToken, row);
  }

  findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.dataSource.manager.findOneBy(RefreshToken, { tokenHash });
  }

  /** The token locked for update until `tx` ends, so one presentation at a time decides its fate. */
  findByHashForUpdate(tokenHash: string, tx: EntityManager): Promise<RefreshToken | null> {
    return tx.findOne(RefreshToken, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether a token of the family was used after `usedAt`. */
  usedInFamilyAfter(familyId: string, usedAt: Date, tx: EntityManager): Promise<boolean> {
    return tx.existsBy(RefreshToken, { familyId, usedAt: MoreThan(usedAt) });
  }

  async markUsed(id: string, tx: EntityManager): Promise<void> {
    await tx.update(RefreshToken, { id }, { usedAt: new Date() });
  }

  /** Revokes the family's tokens not yet used (the successor whose answer was lost). */
  async revokeUnusedInFamily(familyId: string, tx: EntityManager): Promise<void> {
    await tx.update(RefreshToken, { familyId, usedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Revokes every token of the family not revoked yet. */
  async revokeFamily(familyId: string, tx: EntityManager = this.dataSource.manager): Promise<void> {
    await tx.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
