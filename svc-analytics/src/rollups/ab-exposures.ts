import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';
import { earliest, utcDay } from './time.js';

interface ExposureState {
  variantId: string;
  impressedAt: Date | null;
  convertedAt: Date | null;
}

export interface AbFact {
  testId: string;
  variantId: string;
  sessionId: string;
  at: Date;
  kind: 'impression' | 'conversion';
}

/** The dimension of the A/B rollups: `<testId>:<variantId>`. */
export const abDimension = (testId: string, variantId: string) => `${testId}:${variantId}`;

/** A visitor counts once per test: one impression, and one conversion only if it was shown the variant. */
function exposureCounts(testId: string, exposure: ExposureState): CountChanges {
  const changes = new CountChanges();
  if (!exposure.impressedAt) return changes;
  const day = utcDay(exposure.impressedAt);
  const dimension = abDimension(testId, exposure.variantId);
  changes.add(METRICS.abImpressions, day, dimension);
  if (exposure.convertedAt) changes.add(METRICS.abConversions, day, dimension);
  return changes;
}

/** Records an A/B impression or conversion of one visitor; the first variant seen sticks. */
export async function recordAbFact(manager: EntityManager, fact: AbFact, changes: CountChanges): Promise<void> {
  const exposures = tableOf(manager.connection, 'ab_exposures');
  const [row]: Array<{ variant_id: string; impressed_at: Date | null; converted_at: Date | null }> =
    await manager.query(
      `INSERT INTO ${exposures} (test_id, session_id, variant_id) VALUES ($1, $2, $3)
     ON CONFLICT (test_id, session_id) DO UPDATE SET test_id = EXCLUDED.test_id
     RETURNING variant_id, impressed_at, converted_at`,
      [fact.testId, fact.sessionId, fact.variantId],
    );
  const before: ExposureState = {
    variantId: row.variant_id,
    impressedAt: row.impressed_at,
    convertedAt: row.converted_at,
  };
  const after: ExposureState = {
    ...before,
    impressedAt: fact.kind === 'impression' ? earliest(before.impressedAt, fact.at) : before.impressedAt,
    convertedAt: fact.kind === 'conversion' ? earliest(before.convertedAt, fact.at) : before.convertedAt,
  };
  if (after.impressedAt === before.impressedAt && after.convertedAt === before.convertedAt) return;
  await manager.query(
    `UPDATE ${exposures} SET impressed_at = $3, converted_at = $4 WHERE test_id = $1 AND session_id = $2`,
    [fact.testId, fact.sessionId, after.impressedAt, after.convertedAt],
  );
  changes.merge(exposureCounts(fact.testId, after)).merge(exposureCounts(fact.testId, before), -1);
}
