import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsRepository } from './accounts.repository.js';
import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';
import { utcDay } from './time.js';
import { VisitorsRepository, type VisitorRow } from './visitors.repository.js';

/** Days after the first day within which a visit counts as a return (retention). */
export const RETURN_WINDOW_DAYS = 7;

/** Activity after this long without any starts a new visit, as web analytics count visits. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface VisitorState {
  firstSeenAt: Date;
  lastSeenAt: Date;
  source: string | null;
  sourceAt: Date | null;
  calculations: number;
  returned: boolean;
  emailGiven: boolean;
  userId: string | null;
  paid: boolean;
  /** The visits of the first UTC day, [start, end] in epoch milliseconds, in time order. */
  firstDayVisits: ReadonlyArray<readonly [number, number]>;
}

function stateOf(row: VisitorRow): VisitorState {
  return {
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at ?? row.first_seen_at,
    source: row.source,
    sourceAt: row.source_at,
    calculations: row.calculations,
    returned: row.returned,
    emailGiven: row.email_given,
    userId: row.user_id,
    paid: row.paid,
    firstDayVisits: row.first_day_visits,
  };
}

/**
 * The visits with activity at `at` added: activity less than 30 minutes from a visit belongs to it,
 * and joins the visits it bridges. The same activity gives the same visits in any order.
 */
export function withActivity(
  visits: ReadonlyArray<readonly [number, number]>,
  at: number,
): ReadonlyArray<readonly [number, number]> {
  let start = at;
  let end = at;
  const apart: Array<readonly [number, number]> = [];
  for (const [from, to] of visits) {
    if (from - at < VISIT_GAP_MS && at - to < VISIT_GAP_MS) {
      start = Math.min(start, from);
      end = Math.max(end, to);
    } else apart.push([from, to]);
  }
  return [...apart, [start, end] as const].sort((a, b) => a[0] - b[0]);
}

export interface VisitorTouch {
  sessionId: string;
  at: Date;
  /** The event is a calculation. */
  calculation?: boolean;
  /** The event is a page view from this traffic source. */
  source?: string;
  /** The visitor gave an email (email capture, newsletter, sign-up). */
  emailGiven?: boolean;
  /** The account the visitor was signed in to. */
  userId?: string | null;
}

/**
 * What one visitor adds to the cohort rollups of its first day. The funnel stages nest: an account
 * counts as an email given, and a paid account is an account.
 */
function visitorCounts(visitor: VisitorState): CountChanges {
  const day = utcDay(visitor.firstSeenAt);
  const account = visitor.userId !== null;
  return new CountChanges()
    .add(METRICS.visitors, day)
    .add(METRICS.visitorsBySource, day, visitor.source ?? 'unknown')
    .add(METRICS.returningVisitors, day, '', visitor.returned ? 1 : 0)
    .add(METRICS.emailVisitors, day, '', visitor.emailGiven || account ? 1 : 0)
    .add(METRICS.accountVisitors, day, '', account ? 1 : 0)
    .add(METRICS.paidVisitors, day, '', account && visitor.paid ? 1 : 0)
    .add(METRICS.calculatingVisitors, day, '', visitor.calculations > 0 ? 1 : 0)
    .add(METRICS.visitorCalculations, day, '', visitor.calculations);
}

/** The rollup changes of a visitor going from `before` (null: new) to `after`. */
function countsOfChange(before: VisitorState | null, after: VisitorState, changes: CountChanges): void {
  if (before && sameCounts(before, after)) return;
  changes.merge(visitorCounts(after));
  if (before) changes.merge(visitorCounts(before), -1);
}

/**
 * The visitor rollups (funnel stages, retention, sources: docs/product/funnel.md): what the consumers' touches do
 * to the visitors and to `daily_counts`. The rows are the repositories'; this is the logic between.
 */
@Injectable()
export class VisitorRollup {
  constructor(
    private readonly visitors: VisitorsRepository,
    private readonly accounts: AccountsRepository,
  ) {}

  /**
   * Records that a visitor (a browser's session id) was active at `at`: first seen, the source of
   * its earliest page view, its calculations, whether it came back within 7 days, whether it gave an
   * email, and the account it signed in to. The visitor row is locked for the rest of the
   * transaction, so two consumers touching it take turns.
   */
  async touchOne(touch: VisitorTouch, changes: CountChanges, tx: EntityManager): Promise<void> {
    await this.touch([touch], changes, tx);
  }

  /**
   * A consumer's batch of touches, in stream order, in a few statements whatever its size: the active
   * days noted and the visitor rows created or locked (in session order, so two consumers locking
   * overlapping batches never deadlock) in one statement each, every touch applied in memory in order,
   * and the changed rows written back in one statement. The rollups change by the visitors' final
   * states against their first, which is what touching them one by one adds up to.
   */
  async touch(touches: readonly VisitorTouch[], changes: CountChanges, tx: EntityManager): Promise<void> {
    if (touches.length === 0) return;
    const sessions = [...new Set(touches.map((t) => t.sessionId))].sort();
    const firstAt = new Map<string, Date>();
    for (const touch of touches) {
      const seen = firstAt.get(touch.sessionId);
      if (!seen || touch.at < seen) firstAt.set(touch.sessionId, touch.at);
    }
    const days = [...new Set(touches.map((t) => `${t.sessionId}\u0000${utcDay(t.at)}`))].sort();
    await this.visitors.noteDays(
      days.map((key) => key.split('\u0000')[0]),
      days.map((key) => key.split('\u0000')[1]),
      tx,
    );
    const rows = await this.visitors.lockOrCreate(
      sessions,
      sessions.map((id) => firstAt.get(id)),
      tx,
    );
    const stored = new Map(rows.map((row) => [row.session_id, stateOf(row)]));
    const initial = new Map(rows.map((row) => [row.session_id, row.created ? null : stateOf(row)]));
    // What each visitor is after the touches so far.
    const current = new Map(stored);
    for (const touch of touches)
      current.set(touch.sessionId, await this.applyTouch(touch, current.get(touch.sessionId)!, tx));

    const changed = [...current.entries()].filter(([id, state]) => !sameState(stored.get(id)!, state));
    if (changed.length > 0) await this.visitors.update(changed, tx);
    for (const [id, state] of current) countsOfChange(initial.get(id) ?? null, state, changes);
  }

  /**
   * An account moved into a paid tier: every visitor signed in to it reaches the paid_pro stage.
   * Called with the account row locked (AccountRollup), so a visitor linking to it meanwhile waits.
   */
  async markPaid(userId: string, changes: CountChanges, tx: EntityManager): Promise<void> {
    for (const row of await this.visitors.markPaid(userId, tx)) {
      const after = stateOf(row);
      countsOfChange({ ...after, paid: false }, after, changes);
    }
  }

  /** One touch on a visitor's state. */
  private async applyTouch(touch: VisitorTouch, stored: VisitorState, tx: EntityManager): Promise<VisitorState> {
    const after: VisitorState = { ...stored };
    if (touch.at < after.firstSeenAt) after.firstSeenAt = touch.at;
    if (touch.at > after.lastSeenAt) after.lastSeenAt = touch.at;
    if (touch.calculation) after.calculations += 1;
    if (touch.emailGiven) after.emailGiven = true;
    if (touch.source !== undefined && (after.sourceAt === null || touch.at < after.sourceAt)) {
      after.source = touch.source;
      after.sourceAt = touch.at;
    }
    if (touch.userId && after.userId === null) {
      after.userId = touch.userId;
      // Creates (and locks) the account's row, so the order with markPaid is kept.
      after.paid = await this.accounts.lockHasPaid(touch.userId, tx);
    }

    // Returned: a second visit on the first day (activity 30 minutes or more apart), or activity on
    // any of the 7 days after it. Both are facts of the visitor's activity, not of the events' order.
    const day = utcDay(touch.at);
    const firstDay = utcDay(after.firstSeenAt);
    if (utcDay(stored.firstSeenAt) !== firstDay) {
      // An earlier first day: this is its first activity; the days after it are all noted.
      after.firstDayVisits = withActivity([], touch.at.getTime());
      after.returned = await this.visitors.activeWithin(touch.sessionId, firstDay, RETURN_WINDOW_DAYS, tx);
    } else if (day === firstDay) {
      after.firstDayVisits = withActivity(stored.firstDayVisits, touch.at.getTime());
      if (after.firstDayVisits.length > 1) after.returned = true;
      // This activity joined the first day's visits into one: a return only if on a later day.
      else if (stored.firstDayVisits.length > 1)
        after.returned = await this.visitors.activeWithin(touch.sessionId, firstDay, RETURN_WINDOW_DAYS, tx);
    } else if (daysBetween(firstDay, day) <= RETURN_WINDOW_DAYS) after.returned = true;
    return after;
  }
}

/** Two states that add the same to the rollups. */
function sameCounts(a: VisitorState, b: VisitorState): boolean {
  return (
    utcDay(a.firstSeenAt) === utcDay(b.firstSeenAt) &&
    a.source === b.source &&
    a.calculations === b.calculations &&
    a.returned === b.returned &&
    a.emailGiven === b.emailGiven &&
    a.userId === b.userId &&
    a.paid === b.paid
  );
}

function sameState(a: VisitorState, b: VisitorState): boolean {
  return (
    sameCounts(a, b) &&
    a.firstSeenAt.getTime() === b.firstSeenAt.getTime() &&
    a.lastSeenAt.getTime() === b.lastSeenAt.getTime() &&
    a.sourceAt?.getTime() === b.sourceAt?.getTime() &&
    JSON.stringify(a.firstDayVisits) === JSON.stringify(b.firstDayVisits)
  );
}

/** Whole days from one YYYY-MM-DD to a later one. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}
