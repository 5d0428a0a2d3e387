import { Injectable } from '@nestjs/common';
import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import type { AbExposure } from './ab-exposure.entity.js';

/** What the rollups read and write of a visitor's exposure to a test. */
export type ExposureState = Pick<AbExposure, 'variantId' | 'impressedAt' | 'convertedAt'>;

/**
 * `ab_exposures`, written by the consumers inside their transaction (AbExposureRollup). Raw SQL: the
 * row is created or locked by one upsert that keeps the first variant seen.
 */
@Injectable()
export class AbExposuresRepository {
  /** Creates the visitor's exposure to the test (with this variant) if new and locks it; answers it. */
  async lock(testId: string, sessionId: string, variantId: string, tx: EntityManager): Promise<ExposureState> {
    const [row] = await tx.query<Array<{ variant_id: string; impressed_at: Date | null; converted_at: Date | null }>>(
      `INSERT INTO ${tableOf(tx.connection, 'ab_exposures')} (test_id, session_id, variant_id) VALUES ($1, $2, $3)
     ON CONFLICT (test_id, session_id) DO UPDATE SET test_id = EXCLUDED.test_id
     RETURNING variant_id, impressed_at, converted_at`,
      [testId, sessionId, variantId],
    );
    return { variantId: row.variant_id, impressedAt: row.impressed_at, convertedAt: row.converted_at };
  }

  async update(
    testId: string,
    sessionId: string,
    { impressedAt, convertedAt }: Pick<ExposureState, 'impressedAt' | 'convertedAt'>,
    tx: EntityManager,
  ): Promise<void> {
    await tx.query(
      `UPDATE ${tableOf(tx.connection, 'ab_exposures')} SET impressed_at = $3, converted_at = $4 WHERE test_id = $1 AND session_id = $2`,
      [testId, sessionId, impressedAt, convertedAt],
    );
  }
}
