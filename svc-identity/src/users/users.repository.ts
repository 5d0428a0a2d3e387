import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import type { Tier } from '@takehome/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { User } from './user.entity.js';

export interface UserSearch {
  search?: string;
  limit: number;
  offset: number;
}

/** What may be written to a user row; fields left out stay as they are. */
export type UserChanges = Partial<
  Pick<User, 'membershipTier' | 'tierExpiresAt' | 'calculationsLimit' | 'billingCustomerId' | 'billingSubscriptionId'>
>;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
}

/** The `users` table. Methods taking `tx` run inside that transaction, else on their own. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private manager(tx?: EntityManager): EntityManager {
    return tx ?? this.dataSource.manager;
  }

  findById(id: string, tx?: EntityManager): Promise<User | null> {
    return this.manager(tx).findOneBy(User, { id });
  }

  /** `email` as stored: trimmed and lower-case. */
  findByEmail(email: string, tx?: EntityManager): Promise<User | null> {
    return this.manager(tx).findOneBy(User, { email });
  }

  findByBillingCustomerId(customerId: string, tx?: EntityManager): Promise<User | null> {
    return this.manager(tx).findOneBy(User, { billingCustomerId: customerId });
  }

  /** The row locked for update until `tx` ends, so concurrent membership changes apply one after the other. */
  findByIdForUpdate(id: string, tx: EntityManager): Promise<User | null> {
    return tx.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts the user and answers the stored row; null when the email is already taken. */
  async insert(row: Omit<User, 'createdAt' | 'updatedAt'>, tx: EntityManager): Promise<User | null> {
    try {
      await tx.insert(User, tx.create(User, row));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return tx.findOneByOrFail(User, { id: row.id });
  }

  /** Writes the given fields onto `user` (which then holds them) and stores it. */
  async update(user: User, changes: UserChanges, tx: EntityManager): Promise<User> {
    await tx.save(tx.merge(User, user, changes));
    return user;
  }

  /** Newest first, optionally filtered by email or name (ILIKE, its wildcards escaped). */
  async search({ search, limit, offset }: UserSearch): Promise<{ users: User[]; total: number }> {
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .orderBy('u.createdAt', 'DESC')
      .take(limit)
      .skip(offset);
    if (search) {
      query.where('u.email ILIKE :pattern OR u.displayName ILIKE :pattern', {
        pattern: `%${search.replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    const [users, total] = await query.getManyAndCount();
    return { users, total };
  }

  /** How many users each tier has (only the tiers that have some). */
  async countByTier(): Promise<Array<{ tier: Tier; count: number }>> {
    const rows: Array<{ tier: Tier; count: string }> = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.membershipTier', 'tier')
      .addSelect('count(*)', 'count')
      .groupBy('u.membershipTier')
      .getRawMany();
    return rows.map((row) => ({ tier: row.tier, count: Number(row.count) }));
  }

  /**
   * Claims up to `batch` users whose tier has expired, locked until `tx` ends. Raw for
   * FOR UPDATE SKIP LOCKED: replicas sweeping at once never claim the same user.
   */
  async claimExpired(batch: number, tx: EntityManager): Promise<string[]> {
    const due: Array<{ id: string }> = await tx.query(
      `SELECT id FROM ${tableOf(this.dataSource, 'users')} WHERE tier_expires_at <= now()
          ORDER BY tier_expires_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
    );
    return due.map((row) => row.id);
  }

  /** Serializes the creation of one account (by email) until `tx` ends: a transaction-scoped advisory lock. */
  async lockAccount(email: string, tx: EntityManager): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`identity.account:${email}`]);
  }
}
