import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { UserTier } from './user-tier.entity.js';

/** Remembers a new user's tier; an upgrade that was handled first is kept. */
@Injectable()
export class UserRegisteredHandler implements EventHandler<'user.registered'> {
  readonly eventType = 'user.registered' as const;

  async handle(event: EventEnvelope<'user.registered'>, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(UserTier)
      .values({
        userId: event.data.userId,
        tier: event.data.tier,
        calculationsLimit: null,
        changedAt: new Date(event.occurredAt),
      })
      .orIgnore()
      .execute();
  }
}
