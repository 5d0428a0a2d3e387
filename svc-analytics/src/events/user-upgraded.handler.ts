import { Injectable } from '@nestjs/common';
import { PAID_STAGE_TIERS, type EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { recordAccountFact } from '../rollups/accounts.js';
import { applyCountChanges, CountChanges } from '../rollups/count-changes.js';
import { recordRawEvent } from './raw-events.js';

/** Any tier change; only a move from a non-paid into a paid-stage tier (SPEC.md §4) is an upgrade. */
@Injectable()
export class UserUpgradedHandler implements EventHandler<'user.upgraded'> {
  readonly eventType = 'user.upgraded' as const;

  async handle(event: EventEnvelope<'user.upgraded'>, manager: EntityManager): Promise<void> {
    const { userId, previousTier, tier } = event.data;
    const at = new Date(event.occurredAt);
    await recordRawEvent(manager, event, { occurredAt: at, userId, sessionId: null });
    if (PAID_STAGE_TIERS.includes(previousTier) || !PAID_STAGE_TIERS.includes(tier)) return;
    const changes = new CountChanges();
    await recordAccountFact(manager, { userId, paidAt: at }, changes);
    await applyCountChanges(manager, changes);
  }
}
