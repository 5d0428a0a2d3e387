import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AbExposuresRepository, type ExposureState } from './ab-exposures.repository.js';
import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';
import { earliest, utcDay } from './time.js';

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

/** The A/B rollups: impressions and conversions per variant, each visitor once per test. */
@Injectable()
export class AbExposureRollup {
  constructor(private readonly exposures: AbExposuresRepository) {}

  /** Records an A/B impression or conversion of one visitor; the first variant seen sticks. */
  async record(fact: AbFact, changes: CountChanges, tx: EntityManager): Promise<void> {
    const before = await this.exposures.lock(fact.testId, fact.sessionId, fact.variantId, tx);
    const after: ExposureState = {
      ...before,
      impressedAt: fact.kind === 'impression' ? earliest(before.impressedAt, fact.at) : before.impressedAt,
      convertedAt: fact.kind === 'conversion' ? earliest(before.convertedAt, fact.at) : before.convertedAt,
    };
    if (after.impressedAt === before.impressedAt && after.convertedAt === before.convertedAt) return;
    await this.exposures.update(fact.testId, fact.sessionId, after, tx);
    changes.merge(exposureCounts(fact.testId, after)).merge(exposureCounts(fact.testId, before), -1);
  }
}
