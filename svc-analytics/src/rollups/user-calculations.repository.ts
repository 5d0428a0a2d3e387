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

  /** Counts one calculation of the user on the day, inside the consumer's transaction (raw: an upsert). */
  async add(userId: string, day: string, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO ${tableOf(tx.connection, 'user_daily_calculations')} (user_id, day, calculations) VALUES ($1, $2::date, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET calculations = user_daily_calculations.calculations + 1`,
      [userId, day],
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
