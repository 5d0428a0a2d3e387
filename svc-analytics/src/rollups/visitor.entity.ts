import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A visitor (a browser's session id) and the funnel stages it reached (rollups/visitors.ts). */
@Entity({ name: 'visitors' })
@Index('visitors_user_id', ['userId'], { where: '"user_id" IS NOT NULL' })
export class Visitor {
  @PrimaryColumn('varchar', { name: 'session_id', length: 128 }) sessionId!: string;
  @Column('timestamptz', { name: 'first_seen_at' }) firstSeenAt!: Date;
  /** Null on rows made before the visitor stages (then read as first_seen_at). */
  @Column('timestamptz', { name: 'last_seen_at', nullable: true }) lastSeenAt!: Date | null;
  @Column('varchar', { length: 100, nullable: true }) source!: string | null;
  @Column('timestamptz', { name: 'source_at', nullable: true }) sourceAt!: Date | null;
  @Column('integer', { default: 0 }) calculations!: number;
  @Column('boolean', { default: false }) returned!: boolean;
  @Column('boolean', { name: 'email_given', default: false }) emailGiven!: boolean;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('boolean', { default: false }) paid!: boolean;
  /** The visits of the first UTC day, [start, end] in epoch milliseconds (rollups/visitors.ts). */
  @Column('jsonb', { name: 'first_day_visits', default: () => "'[]'" }) firstDayVisits!: Array<[number, number]>;
}
