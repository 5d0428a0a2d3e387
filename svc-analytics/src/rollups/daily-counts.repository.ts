import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import type { EntityManager, Repository } from 'typeorm';
import type { CountChanges } from './count-changes.js';
import { DailyCount } from './daily-count.entity.js';
import type { Metric } from './metrics.js';
import { PERIOD_SUMS, type PeriodStarts, type PeriodSumsRow } from './period-sums.js';

/** One summed rollup row: a metric and dimension over one week (its Monday, YYYY-MM-DD) of a window. */
export interface RollupRow {
  metric: string;
  dimension: string;
  week: string;
  value: string | number;
}

/**
 * `daily_counts`, the rollups every read of svc-analytics sums. Raw SQL throughout: the writes are one
 * multi-row upsert per consumer batch, the reads are aggregates over the rollups.
 */
@Injectable()
export class DailyCountsRepository {
  constructor(@InjectRepository(DailyCount) private readonly rows: Repository<DailyCount>) {}

  /** Upserts a batch's count changes in one statement, inside the consumer's transaction. */
  async add(changes: CountChanges, tx: EntityManager): Promise<void> {
    const rows = changes.list();
    if (rows.length === 0) return;
    const values = rows.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}::date, $${i * 4 + 3}, $${i * 4 + 4}::bigint)`);
    await tx.query(
      `INSERT INTO ${tableOf(tx.connection, 'daily_counts')} (metric, day, dimension, value)
     VALUES ${values.join(', ')}
     ON CONFLICT (metric, day, dimension) DO UPDATE SET value = daily_counts.value + EXCLUDED.value`,
      rows.flatMap((row) => [row.metric, row.day, row.dimension, row.delta]),
    );
  }

  /** The metrics summed per dimension and ISO week from `from` (YYYY-MM-DD) on: one indexed query. */
  weeklySums(metrics: readonly Metric[], from: string): Promise<RollupRow[]> {
    return this.rows.query<RollupRow[]>(
      `SELECT metric, dimension, to_char(day - (EXTRACT(ISODOW FROM day)::int - 1), 'YYYY-MM-DD') AS week, SUM(value) AS value
         FROM ${tableOf(this.rows.manager.connection, 'daily_counts')}
        WHERE metric = ANY($1) AND day >= $2::date
        GROUP BY metric, dimension, week`,
      [metrics, from],
    );
  }

  /** A metric (dimension: user type) summed over all time and each period, per user type. */
  periodSumsByUserType(metric: Metric, periods: PeriodStarts): Promise<PeriodSumsRow[]> {
    return this.rows.query<PeriodSumsRow[]>(
      `SELECT dimension AS "userType", ${PERIOD_SUMS('value')}
               FROM ${tableOf(this.rows.manager.connection, 'daily_counts')} WHERE metric = $4 GROUP BY dimension`,
      [...periods, metric],
    );
  }
}
