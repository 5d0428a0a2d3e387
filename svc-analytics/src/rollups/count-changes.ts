import type { Metric } from './metrics.js';

interface CountChange {
  metric: Metric;
  day: string;
  dimension: string;
  delta: number;
}

/**
 * The changes one event makes to `daily_counts`, collected while it is handled and written at
 * the end in one statement (DailyCountsRepository.add). A tracked entity (visitor, account, A/B exposure) contributes
 * `counts(after) − counts(before)`, so an event that arrives late or out of order moves the
 * entity's counts instead of adding to them.
 */
export class CountChanges {
  private readonly changes = new Map<string, CountChange>();

  add(metric: Metric, day: string, dimension = '', delta = 1): this {
    if (delta === 0) return this;
    const key = `${metric}\u0000${day}\u0000${dimension}`;
    const existing = this.changes.get(key);
    if (existing) existing.delta += delta;
    else this.changes.set(key, { metric, day, dimension, delta });
    return this;
  }

  /** Adds every change of `other`, multiplied by `sign` (−1 takes an entity's old counts away). */
  merge(other: CountChanges, sign: 1 | -1 = 1): this {
    for (const change of other.changes.values())
      this.add(change.metric, change.day, change.dimension, sign * change.delta);
    return this;
  }

  /** The non-zero changes in key order, so concurrent writers lock rows in the same order. */
  list(): CountChange[] {
    return [...this.changes.values()]
      .filter((change) => change.delta !== 0)
      .sort((a, b) => compare(a.metric, b.metric) || compare(a.day, b.day) || compare(a.dimension, b.dimension));
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
