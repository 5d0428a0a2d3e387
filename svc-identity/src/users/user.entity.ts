import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Tier } from '@takehome/contracts';

/** A TakeHome account (docs/product/identity.md); with Keycloak the id is the realm's user id. */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn('uuid') id!: string;
  /** Always stored lower-case and trimmed. */
  @Column('varchar', { length: 254 }) email!: string;
  @Column('varchar', { name: 'display_name', length: 200 }) displayName!: string;
  @Column('varchar', { name: 'first_name', length: 100 }) firstName!: string;
  @Column('varchar', { name: 'last_name', length: 100 }) lastName!: string;
  @Column('varchar', { name: 'membership_tier', length: 16 }) membershipTier!: Tier;
  /** When a bought tier lapses to free unless renewed; null when it does not lapse. */
  @Column('timestamptz', { name: 'tier_expires_at', nullable: true }) tierExpiresAt!: Date | null;
  /** Admin override of the per-window limit; null means the default. */
  @Column('integer', { name: 'calculations_limit', nullable: true }) calculationsLimit!: number | null;
  @Column('varchar', { name: 'billing_customer_id', length: 255, nullable: true }) billingCustomerId!: string | null;
  @Column('varchar', { name: 'billing_subscription_id', length: 255, nullable: true }) billingSubscriptionId!:
    string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
