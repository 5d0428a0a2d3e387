import { Injectable } from '@nestjs/common';
import { PAID_STAGE_TIERS, type EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { recordAccountFact } from '../rollups/accounts.js';
import { applyCountChanges, CountChanges } from '../rollups/count-changes.js';
import { recordRawEvent } from './raw-events.js';

/** A signup; an account created straight into a paid tier counts as upgraded at once. */
@Injectable()
export class UserRegisteredHandler implements EventHandler<'user.registered'> {
  readonly eventType = 'user.registered' as const;

  async handle(event: EventEnvelope<'user.registered'>, manager: EntityManager): Promise<void> {
    const { userId, tier } = event.data;
    const at = new Date(event.occurredAt);
    await recordRawEvent(manager, event, { occurredAt: at, userId, sessionId: null });
    const changes = new CountChanges();
    await recordAccountFact(
      manager,
      { userId, registeredAt: at, paidAt: PAID_STAGE_TIERS.includes(tier) ? at : undefined },
      changes,
    );
    await applyCountChanges(manager, changes);
  }
}
