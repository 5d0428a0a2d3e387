import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import type { EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { UserTiersRepository } from './user-tiers.repository.js';

/** Any tier or limit change: takes effect on the user's next calculation. */
@Injectable()
export class UserUpgradedHandler implements EventHandler<'user.upgraded'> {
  readonly eventType = 'user.upgraded' as const;

  constructor(private readonly tiers: UserTiersRepository) {}

  async handle(event: EventEnvelope<'user.upgraded'>, tx: EntityManager): Promise<void> {
    const { userId, tier, calculationsLimit } = event.data;
    await this.tiers.upsertIfNewer({ userId, tier, calculationsLimit, changedAt: new Date(event.occurredAt) }, tx);
  }
}
