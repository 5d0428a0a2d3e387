import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriberSource } from '@takehome/contracts';

/** A newsletter subscriber: one row per address, active or unsubscribed. */
@Entity({ name: 'subscribers' })
export class Subscriber {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('varchar', { length: 254, unique: true }) email!: string;
  @Column('varchar', { name: 'first_name', length: 100, nullable: true }) firstName!: string | null;
  @Column('varchar', { length: 20 }) source!: SubscriberSource;
  @Column('boolean', { name: 'is_active', default: true }) isActive!: boolean;
  /** The secret in the subscriber's one-click unsubscribe link. */
  @Column('varchar', { name: 'unsubscribe_token', length: 64, unique: true }) unsubscribeToken!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'unsubscribed_at', nullable: true }) unsubscribedAt!: Date | null;
}
