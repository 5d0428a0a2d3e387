import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One calculation run, by a signed-in user or an anonymous browser session. */
@Entity({ name: 'usage_events' })
export class UsageEvent {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('varchar', { name: 'session_id', length: 128 }) sessionId!: string;
  @Column('varchar', { name: 'user_type', length: 16 }) userType!: 'user' | 'non-user';
  @Column('varchar', { name: 'user_agent', length: 512, nullable: true }) userAgent!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
