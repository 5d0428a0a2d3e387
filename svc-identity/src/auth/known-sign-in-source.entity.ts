import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A device or address block (as a digest) an account has signed in from; failures from a known
 * source never lock the account (docs/product/limits.md).
 */
@Entity({ name: 'known_sign_in_sources' })
export class KnownSignInSource {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  /** base64url SHA-256 of `address:<block>` or `device:<token>`. */
  @PrimaryColumn('char', { length: 43 }) source!: string;
  @Column('timestamptz', { name: 'last_seen_at', default: () => 'now()' }) lastSeenAt!: Date;
}
