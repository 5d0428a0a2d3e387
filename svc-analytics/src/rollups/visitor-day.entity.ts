import { Entity, PrimaryColumn } from 'typeorm';

/** A day a visitor was active on (returns within the window: rollups/visitors.ts). */
@Entity({ name: 'visitor_days' })
export class VisitorDay {
  @PrimaryColumn('varchar', { name: 'session_id', length: 128 }) sessionId!: string;
  /** YYYY-MM-DD. */
  @PrimaryColumn('date') day!: string;
}
