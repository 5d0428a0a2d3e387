import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BlogCategory } from '@takehome/contracts';

/** A blog post; `search` (a generated tsvector over title, excerpt and body) lives only in SQL. */
@Entity({ name: 'posts' })
export class Post {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('varchar', { length: 120, unique: true }) slug!: string;
  @Column('varchar', { length: 200 }) title!: string;
  @Column('text') excerpt!: string;
  @Column('text') content!: string;
  @Column('varchar', { length: 50 }) category!: BlogCategory;
  @Column('text', { array: true, default: () => "'{}'" }) tags!: string[];
  @Column('varchar', { length: 100 }) author!: string;
  @Column('varchar', { name: 'read_time', length: 20 }) readTime!: string;
  @Column('varchar', { name: 'image_url', length: 2048, nullable: true }) imageUrl!: string | null;
  @Column('boolean', { default: false }) featured!: boolean;
  @Column('integer', { default: 0 }) views!: number;
  @Column('boolean', { default: false }) published!: boolean;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  /** The roadmap topic an AI draft was written for; a topic with a post counts as covered. */
  @Column('varchar', { name: 'target_keyword', length: 200, nullable: true }) targetKeyword!: string | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
