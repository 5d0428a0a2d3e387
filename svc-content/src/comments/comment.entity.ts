import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CommentStatus } from '@takehome/contracts';

/** A reader's comment on a post, stored as plain text (docs/product/blog.md). */
@Entity({ name: 'comments' })
export class Comment {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'post_id' }) postId!: string;
  @Column('varchar', { length: 80 }) author!: string;
  @Column('varchar', { length: 254, nullable: true }) email!: string | null;
  @Column('text') content!: string;
  /** SHA-256 of the commenter's address, for the rate limit only. */
  @Column('varchar', { name: 'ip_hash', length: 64 }) ipHash!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  /** pending (a new commenter's first comment), approved (shown to readers) or held (hidden by an admin). */
  @Column('varchar', { length: 16 }) status!: CommentStatus;
  /** SHA-256 of who wrote it (account, else email, else address and name): a known commenter is published at once. */
  @Column('varchar', { name: 'commenter_key', length: 64, nullable: true }) commenterKey!: string | null;
}
