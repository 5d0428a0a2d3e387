import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per (event, consumer) handled: a redelivered event finds its row and changes nothing. */
@Entity({ name: 'inbox' })
export class InboxRecord {
  @PrimaryColumn('uuid', { name: 'event_id' }) eventId!: string;
  @PrimaryColumn('varchar', { length: 200 }) consumer!: string;
  @Column('timestamptz', { name: 'handled_at', default: () => 'now()' }) handledAt!: Date;
}
