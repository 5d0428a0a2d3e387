import { Injectable } from '@nestjs/common';
import { PAID_STAGE_TIERS, type EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { AccountRollup } from '../rollups/accounts.js';
import { CountChanges } from '../rollups/count-changes.js';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { RawEventsRepository } from './raw-events.repository.js';

/** Any tier change; only a move from a non-paid into a paid-stage tier is an upgrade (docs/product/funnel.md). */
@Injectable()
export class UserUpgradedHandler implements EventHandler<'user.upgraded'> {
  readonly eventType = 'user.upgraded' as const;

  constructor(
    private readonly rawEvents: RawEventsRepository,
    private readonly accounts: AccountRollup,
    private readonly dailyCounts: DailyCountsRepository,
  ) {}

  async handle(event: EventEnvelope<'user.upgraded'>, manager: EntityManager): Promise<void> {
    const { userId, previousTier, tier } = event.data;
    const at = new Date(event.occurredAt);
    await this.rawEvents.record(event, { occurredAt: at, userId, sessionId: null }, manager);
    if (PAID_STAGE_TIERS.includes(previousTier) || !PAID_STAGE_TIERS.includes(tier)) return;
    const changes = new CountChanges();
    await this.accounts.record({ userId, paidAt: at }, changes, manager);
    await this.dailyCounts.add(changes, manager);
  }
}
