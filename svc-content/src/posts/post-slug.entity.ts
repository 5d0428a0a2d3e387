import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A slug a post had before its title changed; it redirects to the post's current slug (docs/product/blog.md). */
@Entity({ name: 'post_slugs' })
export class PostSlug {
  @PrimaryColumn('varchar', { length: 120 }) slug!: string;
  @Column('uuid', { name: 'post_id' }) postId!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
