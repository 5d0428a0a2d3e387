import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token, stored as its SHA-256. Each rotation marks the presented token used and adds
 * its successor to the same family; presenting a used or revoked token revokes the family.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'family_id' }) familyId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('char', { name: 'token_hash', length: 64 }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
}
