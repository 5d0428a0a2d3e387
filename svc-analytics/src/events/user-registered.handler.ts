import { Injectable } from '@nestjs/common';
import { PAID_STAGE_TIERS, type EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { AccountRollup } from '../rollups/accounts.js';
import { CountChanges } from '../rollups/count-changes.js';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { RawEventsRepository } from './raw-events.repository.js';

/** A signup; an account created straight into a paid tier counts as upgraded at once. */
@Injectable()
export class UserRegisteredHandler implements EventHandler<'user.registered'> {
  readonly eventType = 'user.registered' as const;

  constructor(
    private readonly rawEvents: RawEventsRepository,
    private readonly accounts: AccountRollup,
    private readonly dailyCounts: DailyCountsRepository,
  ) {}

  async handle(event: EventEnvelope<'user.registered'>, manager: EntityManager): Promise<void> {
    const { userId, tier } = event.data;
    const at = new Date(event.occurredAt);
    await this.rawEvents.record(event, { occurredAt: at, userId, sessionId: null }, manager);
    const changes = new CountChanges();
    await this.accounts.record(
      { userId, registeredAt: at, paidAt: PAID_STAGE_TIERS.includes(tier) ? at : undefined },
      changes,
      manager,
    );
    await this.dailyCounts.add(changes, manager);
  }
}
