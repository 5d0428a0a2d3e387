import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's calculations on one UTC day: the rollup behind a user's own usage summary. */
@Entity({ name: 'user_daily_calculations' })
export class UserDailyCalculation {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  /** YYYY-MM-DD. */
  @PrimaryColumn('date') day!: string;
  @Column('integer') calculations!: number;
}
