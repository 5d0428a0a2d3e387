import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import { In, Repository, type EntityManager } from 'typeorm';
import { UserTier } from './user-tier.entity.js';

/** The user_tiers table: each user's tier and admin-set limit, as svc-identity's events told them. */
@Injectable()
export class UserTiersRepository {
  constructor(@InjectRepository(UserTier) private readonly tiers: Repository<UserTier>) {}

  findByUserId(userId: string): Promise<UserTier | null> {
    return this.tiers.findOneBy({ userId });
  }

  findByUserIds(userIds: readonly string[]): Promise<UserTier[]> {
    return this.tiers.findBy({ userId: In([...userIds]) });
  }

  /** A new user's row, in the consumer's transaction; a row already there (a newer change handled first) is kept. */
  async insertIfAbsent(row: UserTier, tx: EntityManager): Promise<void> {
    await tx.createQueryBuilder().insert().into(UserTier).values(row).orIgnore().execute();
  }

  /**
   * A tier or limit change, in the consumer's transaction. Raw: one upsert whose WHERE keeps a row
   * set by a newer event (an older event arriving late never overwrites it).
   */
  async upsertIfNewer(row: UserTier, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO ${tableOf(tx.connection, 'user_tiers')} AS t (user_id, tier, calculations_limit, changed_at)
         VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET tier = EXCLUDED.tier, calculations_limit = EXCLUDED.calculations_limit, changed_at = EXCLUDED.changed_at
         WHERE t.changed_at <= EXCLUDED.changed_at`,
      [row.userId, row.tier, row.calculationsLimit, row.changedAt.toISOString()],
    );
  }
}
