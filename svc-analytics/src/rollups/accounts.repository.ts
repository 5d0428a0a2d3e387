import { Injectable } from '@nestjs/common';
import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import type { Account } from './account.entity.js';

/** What the rollups read of an account. */
export type AccountTimes = Pick<Account, 'registeredAt' | 'firstPaidAt'>;

/**
 * `accounts`, written by the consumers inside their transaction (AccountRollup, VisitorRollup). Raw
 * SQL: the row is created or locked by one upsert, so an account's facts and its visitors take turns.
 */
@Injectable()
export class AccountsRepository {
  /** Creates the account's row if new and locks it for the transaction; answers its times. */
  async lock(userId: string, tx: EntityManager): Promise<AccountTimes> {
    const [row] = await tx.query<Array<{ registered_at: Date | null; first_paid_at: Date | null }>>(
      `INSERT INTO ${tableOf(tx.connection, 'accounts')} (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING registered_at, first_paid_at`,
      [userId],
    );
    return { registeredAt: row.registered_at, firstPaidAt: row.first_paid_at };
  }

  /** As `lock`, answering only whether the account has paid (a visitor signing in to it). */
  async lockHasPaid(userId: string, tx: EntityManager): Promise<boolean> {
    const [row] = await tx.query<Array<{ paid: boolean }>>(
      `INSERT INTO ${tableOf(tx.connection, 'accounts')} (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING first_paid_at IS NOT NULL AS paid`,
      [userId],
    );
    return row.paid;
  }

  async update(userId: string, { registeredAt, firstPaidAt }: AccountTimes, tx: EntityManager): Promise<void> {
    await tx.query(
      `UPDATE ${tableOf(tx.connection, 'accounts')} SET registered_at = $2, first_paid_at = $3 WHERE user_id = $1`,
      [userId, registeredAt, firstPaidAt],
    );
  }
}
