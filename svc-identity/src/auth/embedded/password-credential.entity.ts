import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The embedded provider's argon2id password hash of a user. */
@Entity({ name: 'password_credentials' })
export class PasswordCredential {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
