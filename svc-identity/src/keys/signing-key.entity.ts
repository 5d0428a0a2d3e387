import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { JWK } from 'jose';

/** The embedded provider's token signing key, shared by every replica and kept across restarts. */
@Entity({ name: 'signing_keys' })
export class SigningKey {
  @PrimaryColumn('varchar', { length: 64 }) kid!: string;
  @Column('varchar', { length: 16 }) algorithm!: string;
  @Column('jsonb', { name: 'public_jwk' }) publicJwk!: JWK;
  @Column('text', { name: 'private_key_pem' }) privateKeyPem!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
