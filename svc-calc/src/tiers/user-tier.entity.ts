import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Tier } from '@takehome/contracts';

/** A user's tier and admin-set limit, as svc-identity last announced them. */
@Entity({ name: 'user_tiers' })
export class UserTier {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('varchar', { length: 16 }) tier!: Tier;
  /** An admin's override of the window limit; null means the tier decides. */
  @Column('integer', { name: 'calculations_limit', nullable: true }) calculationsLimit!: number | null;
  /** occurredAt of the event that set this row: an older event arriving late never overwrites it. */
  @Column('timestamptz', { name: 'changed_at' }) changedAt!: Date;
}
