import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactDelivery } from '@takehome/contracts';

/** A message from the contact form; always stored, mailed when SMTP is configured (docs/product/outside-services.md). */
@Entity({ name: 'contact_messages' })
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('varchar', { length: 100 }) name!: string;
  @Column('varchar', { length: 254 }) email!: string;
  @Column('text') message!: string;
  @Column('varchar', { length: 20 }) delivery!: ContactDelivery;
  @Column('text', { name: 'delivery_error', nullable: true }) deliveryError!: string | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
