import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The newest known state of a Stripe subscription (by Stripe's own event time); a deletion is final. */
@Entity({ name: 'subscription_states' })
export class SubscriptionState {
  @PrimaryColumn('varchar', { name: 'subscription_id', length: 255 }) subscriptionId!: string;
  @Column('varchar', { length: 16 }) status!: 'active' | 'ended';
  @Column('timestamptz', { name: 'event_created_at' }) eventCreatedAt!: Date;
  @Column('boolean', { default: false }) deleted!: boolean;
}
