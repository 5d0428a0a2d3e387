import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A visitor's exposure to one A/B test: the variant first seen, first shown and first converted (rollups/ab-exposures.ts). */
@Entity({ name: 'ab_exposures' })
export class AbExposure {
  @PrimaryColumn('varchar', { name: 'test_id', length: 64 }) testId!: string;
  @PrimaryColumn('varchar', { name: 'session_id', length: 128 }) sessionId!: string;
  @Column('varchar', { name: 'variant_id', length: 64 }) variantId!: string;
  @Column('timestamptz', { name: 'impressed_at', nullable: true }) impressedAt!: Date | null;
  @Column('timestamptz', { name: 'converted_at', nullable: true }) convertedAt!: Date | null;
}
