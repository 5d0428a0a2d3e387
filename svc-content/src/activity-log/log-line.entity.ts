import { Column, Entity, PrimaryColumn } from 'typeorm';

export type LogKind = 'generation' | 'scheduler';

/** One line of the generation or scheduler log (admin content management: docs/product/blog.md). */
@Entity({ name: 'activity_log' })
export class LogLine {
  @PrimaryColumn('bigint', { insert: false, update: false }) id!: string;
  @Column('varchar', { length: 20 }) kind!: LogKind;
  @Column('text') message!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
