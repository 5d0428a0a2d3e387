import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { UserTiersRepository } from './user-tiers.repository.js';

/** Remembers a new user's tier; an upgrade that was handled first is kept. */
@Injectable()
export class UserRegisteredHandler implements EventHandler<'user.registered'> {
  readonly eventType = 'user.registered' as const;

  constructor(private readonly tiers: UserTiersRepository) {}

  async handle(event: EventEnvelope<'user.registered'>, tx: EntityManager): Promise<void> {
    await this.tiers.insertIfAbsent(
      {
        userId: event.data.userId,
        tier: event.data.tier,
        calculationsLimit: null,
        changedAt: new Date(event.occurredAt),
      },
      tx,
    );
  }
}
