import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A payment fact already applied, by its provider's event id: a retried delivery changes nothing. */
@Entity({ name: 'billing_events' })
export class ProcessedBillingEvent {
  @PrimaryColumn('varchar', { name: 'event_id', length: 255 }) eventId!: string;
  @Column('varchar', { length: 100 }) type!: string;
  @Column('timestamptz', { name: 'processed_at', default: () => 'now()' }) processedAt!: Date;
}
