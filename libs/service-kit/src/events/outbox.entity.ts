import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@takehome/contracts';

@Entity({ name: 'outbox' })
export class OutboxRecord {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { length: 200 }) subject!: string;
  /** The JSON text it was written as (json, stored uncompressed: KitOutboxJsonEnvelope). */
  @Column('json') envelope!: EventEnvelope;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('integer', { default: 0 }) attempts!: number;
  @Column('timestamptz', { name: 'next_attempt_at', default: () => 'now()' }) nextAttemptAt!: Date;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  /** Since when it has waited to be published: created, or made pending again by a replay. */
  @Column('timestamptz', { name: 'pending_since', default: () => 'now()' }) pendingSince!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  /** The creation time of the stream it was published to (NatsService.streamCreated). */
  @Column('varchar', { name: 'stream_created', length: 64, nullable: true }) streamCreated!: string | null;
}
