import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsRepository, type AccountTimes } from './accounts.repository.js';
import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';
import { earliest, utcDay } from './time.js';
import { VisitorRollup } from './visitors.js';

export interface AccountFact {
  userId: string;
  registeredAt?: Date;
  /** The account moved into a paid-stage tier at this time. */
  paidAt?: Date;
}

function accountCounts(account: AccountTimes): CountChanges {
  const changes = new CountChanges();
  if (account.registeredAt) changes.add(METRICS.signups, utcDay(account.registeredAt));
  if (account.firstPaidAt) changes.add(METRICS.upgrades, utcDay(account.firstPaidAt));
  if (account.registeredAt && account.firstPaidAt) changes.add(METRICS.upgradedSignups, utcDay(account.registeredAt));
  return changes;
}

/** The account rollups: signups, upgrades, and the paid_pro stage of the account's visitors. */
@Injectable()
export class AccountRollup {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly visitors: VisitorRollup,
  ) {}

  /**
   * Records an account's registration or first move into a paid tier, whichever order the two
   * facts arrive in; repeats change nothing (the earliest time wins).
   */
  async record(fact: AccountFact, changes: CountChanges, tx: EntityManager): Promise<void> {
    const before = await this.accounts.lock(fact.userId, tx);
    const after: AccountTimes = {
      registeredAt: earliest(before.registeredAt, fact.registeredAt),
      firstPaidAt: earliest(before.firstPaidAt, fact.paidAt),
    };
    if (after.registeredAt === before.registeredAt && after.firstPaidAt === before.firstPaidAt) return;
    await this.accounts.update(fact.userId, after, tx);
    changes.merge(accountCounts(after)).merge(accountCounts(before), -1);
    if (after.firstPaidAt && !before.firstPaidAt) await this.visitors.markPaid(fact.userId, changes, tx);
  }
}
