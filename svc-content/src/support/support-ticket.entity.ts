import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SupportPriority, Tier } from '@takehome/contracts';

/** A signed-in user's support request, stored and visible to admins (docs/product/plans.md). */
@Entity({ name: 'support_tickets' })
export class SupportTicket {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Sequential number behind the ticket id people quote ('TH-000042'). */
  @Column({ type: 'bigint', insert: false, update: false }) number!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('varchar', { name: 'user_email', length: 254 }) userEmail!: string;
  @Column('varchar', { length: 20 }) tier!: Tier;
  @Column('varchar', { length: 200 }) subject!: string;
  @Column('text') message!: string;
  @Column('varchar', { length: 10 }) priority!: SupportPriority;
  /** The response time of the user's plan when the ticket was filed (docs/product/plans.md). */
  @Column('varchar', { name: 'response_time', length: 40 }) responseTime!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
