import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every event svc-analytics has consumed, as it arrived (the raw side of the rollups). */
@Entity({ name: 'events' })
export class RecordedEvent {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { length: 100 }) type!: string;
  /** Part of the key: the table is partitioned by day on it (RawEventPartitions). */
  @PrimaryColumn('timestamptz', { name: 'occurred_at' }) occurredAt!: Date;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('varchar', { name: 'session_id', length: 128, nullable: true }) sessionId!: string | null;
  /** As the event carried it (`json`: written on every event, never read by the API). */
  @Column('json') data!: object;
}
