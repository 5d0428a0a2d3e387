import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A stored blog-generation schedule (docs/product/schedules.md); stored so it survives restarts. */
@Entity({ name: 'scheduled_jobs' })
export class ScheduledJob {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('varchar', { length: 100 }) name!: string;
  @Column('varchar', { name: 'cron_pattern', length: 100 }) cronPattern!: string;
  @Column('boolean', { name: 'is_active', default: true }) isActive!: boolean;
  /** The occurrence last run (scheduled or run now); claiming it is what makes a run happen once. */
  @Column('timestamptz', { name: 'last_run', nullable: true }) lastRun!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
