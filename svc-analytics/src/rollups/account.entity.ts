import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account's registration and first move into a paid tier, in whichever order they arrive (rollups/accounts.ts). */
@Entity({ name: 'accounts' })
export class Account {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('timestamptz', { name: 'registered_at', nullable: true }) registeredAt!: Date | null;
  @Column('timestamptz', { name: 'first_paid_at', nullable: true }) firstPaidAt!: Date | null;
}
