import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import type { EntityManager, Repository } from 'typeorm';
import { PERIOD_SUMS, type PeriodStarts, type PeriodSumsRow } from './period-sums.js';
import { UserDailyCalculation } from './user-daily-calculation.entity.js';

/** `user_daily_calculations`: per-user daily calculation counts, the rollup behind a user's own usage summary. */
@Injectable()
export class UserCalculationsRepository {
  constructor(@InjectRepository(UserDailyCalculation) private readonly rows: Repository<UserDailyCalculation>) {}

  /**
   * Counts the users' calculations of a batch, per user and day, in one statement inside the
   * consumer's transaction (raw: an upsert from one JSON parameter). Rows are locked in key order,
   * so concurrent consumers never deadlock.
   */
  async addMany(calculations: ReadonlyArray<{ userId: string; day: string }>, tx: EntityManager): Promise<void> {
    if (calculations.length === 0) return;
    const counts = new Map<string, { user_id: string; day: string; calculations: number }>();
    for (const { userId, day } of calculations) {
      const key = `${userId}\u0000${day}`;
      const row = counts.get(key);
      if (row) row.calculations += 1;
      else counts.set(key, { user_id: userId, day, calculations: 1 });
    }
    const rows = [...counts.values()].sort((a, b) => (a.user_id + a.day < b.user_id + b.day ? -1 : 1));
    await tx.query(
      `INSERT INTO ${tableOf(tx.connection, 'user_daily_calculations')} (user_id, day, calculations)
       SELECT user_id, day, calculations FROM jsonb_to_recordset($1::jsonb) AS x(user_id uuid, day date, calculations int)
       ON CONFLICT (user_id, day) DO UPDATE SET calculations = user_daily_calculations.calculations + EXCLUDED.calculations`,
      [JSON.stringify(rows)],
    );
  }

  /** The user's calculations over all time and each period, as one 'user' row (raw: filtered sums). */
  periodSums(userId: string, periods: PeriodStarts): Promise<PeriodSumsRow[]> {
    return this.rows.query<PeriodSumsRow[]>(
      `SELECT 'user' AS "userType", ${PERIOD_SUMS('calculations')}
               FROM ${tableOf(this.rows.manager.connection, 'user_daily_calculations')} WHERE user_id = $4`,
      [...periods, userId],
    );
  }
}
