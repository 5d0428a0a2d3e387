import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';
import { earliest, utcDay } from './time.js';
import { markVisitorsPaid } from './visitors.js';

interface AccountState {
  registeredAt: Date | null;
  firstPaidAt: Date | null;
}

export interface AccountFact {
  userId: string;
  registeredAt?: Date;
  /** The account moved into a paid-stage tier at this time. */
  paidAt?: Date;
}

function accountCounts(account: AccountState): CountChanges {
  const changes = new CountChanges();
  if (account.registeredAt) changes.add(METRICS.signups, utcDay(account.registeredAt));
  if (account.firstPaidAt) changes.add(METRICS.upgrades, utcDay(account.firstPaidAt));
  if (account.registeredAt && account.firstPaidAt) changes.add(METRICS.upgradedSignups, utcDay(account.registeredAt));
  return changes;
}

/**
 * Records an account's registration or first move into a paid tier, whichever order the two
 * facts arrive in; repeats change nothing (the earliest time wins).
 */
export async function recordAccountFact(
  manager: EntityManager,
  fact: AccountFact,
  changes: CountChanges,
): Promise<void> {
  const accounts = tableOf(manager.connection, 'accounts');
  const [row]: Array<{ registered_at: Date | null; first_paid_at: Date | null }> = await manager.query(
    `INSERT INTO ${accounts} (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING registered_at, first_paid_at`,
    [fact.userId],
  );
  const before: AccountState = { registeredAt: row.registered_at, firstPaidAt: row.first_paid_at };
  const after: AccountState = {
    registeredAt: earliest(before.registeredAt, fact.registeredAt),
    firstPaidAt: earliest(before.firstPaidAt, fact.paidAt),
  };
  if (after.registeredAt === before.registeredAt && after.firstPaidAt === before.firstPaidAt) return;
  await manager.query(`UPDATE ${accounts} SET registered_at = $2, first_paid_at = $3 WHERE user_id = $1`, [
    fact.userId,
    after.registeredAt,
    after.firstPaidAt,
  ]);
  changes.merge(accountCounts(after)).merge(accountCounts(before), -1);
  if (after.firstPaidAt && !before.firstPaidAt) await markVisitorsPaid(manager, fact.userId, changes);
}
