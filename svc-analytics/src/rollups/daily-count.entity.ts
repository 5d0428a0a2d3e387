import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One rollup figure: a metric's value on a UTC day for one dimension (rollups/metrics.ts). */
@Entity({ name: 'daily_counts' })
export class DailyCount {
  @PrimaryColumn('varchar', { length: 64 }) metric!: string;
  /** YYYY-MM-DD (pg answers a date as text). */
  @PrimaryColumn('date') day!: string;
  @PrimaryColumn('varchar', { length: 200, default: '' }) dimension!: string;
  /** bigint: pg answers it as text. */
  @Column('bigint') value!: string;
}
