import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PriceId } from '@takehome/contracts';

/** A demo checkout (docs/product/outside-services.md): who buys which price, until when it can be paid. */
@Entity({ name: 'checkout_sessions' })
export class CheckoutSession {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('varchar', { name: 'price_id', length: 32 }) priceId!: PriceId;
  @Column('timestamptz', { name: 'completed_at', nullable: true }) completedAt!: Date | null;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
