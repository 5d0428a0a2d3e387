import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The open usage window of one signed-in user (`user:<id>`) or anonymous session
 * (`session:<id>`): it starts with the first calculation and ends USAGE_WINDOW_MS later (docs/product/limits.md).
 */
@Entity({ name: 'usage_windows' })
export class UsageWindow {
  @PrimaryColumn('varchar', { length: 160 }) subject!: string;
  @Column('timestamptz', { name: 'window_start' }) windowStart!: Date;
  @Column('integer') used!: number;
}
