import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';

/** Per-user daily calculation counts: the rollup behind a user's own usage summary. */
export async function addUserCalculation(manager: EntityManager, userId: string, day: string): Promise<void> {
  await manager.query(
    `INSERT INTO ${tableOf(manager.connection, 'user_daily_calculations')} (user_id, day, calculations) VALUES ($1, $2::date, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET calculations = user_daily_calculations.calculations + 1`,
    [userId, day],
  );
}
