import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import { tableOf, type EventHandler } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';

/** Any tier or limit change: takes effect on the user's next calculation. */
@Injectable()
export class UserUpgradedHandler implements EventHandler<'user.upgraded'> {
  readonly eventType = 'user.upgraded' as const;

  async handle(event: EventEnvelope<'user.upgraded'>, manager: EntityManager): Promise<void> {
    const { userId, tier, calculationsLimit } = event.data;
    await manager.query(
      `INSERT INTO ${tableOf(manager.connection, 'user_tiers')} AS t (user_id, tier, calculations_limit, changed_at)
         VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET tier = EXCLUDED.tier, calculations_limit = EXCLUDED.calculations_limit, changed_at = EXCLUDED.changed_at
         WHERE t.changed_at <= EXCLUDED.changed_at`,
      [userId, tier, calculationsLimit, event.occurredAt],
    );
  }
}
