import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';
import { utcDay } from './time.js';

/** Days after the first day within which a visit counts as a return (retention). */
export const RETURN_WINDOW_DAYS = 7;

/** Activity after this long without any starts a new visit, as web analytics count visits. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

interface VisitorState {
  firstSeenAt: Date;
  lastSeenAt: Date;
  source: string | null;
  sourceAt: Date | null;
  calculations: number;
  returned: boolean;
  emailGiven: boolean;
  userId: string | null;
  paid: boolean;
}

interface VisitorRow {
  first_seen_at: Date;
  last_seen_at: Date | null;
  source: string | null;
  source_at: Date | null;
  calculations: number;
  returned: boolean;
  email_given: boolean;
  user_id: string | null;
  paid: boolean;
}

const VISITOR_COLUMNS =
  'first_seen_at, last_seen_at, source, source_at, calculations, returned, email_given, user_id, paid';

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
  };
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
 * Records that a visitor (a browser's session id) was active at `at`: first seen, the source of
 * its earliest page view, its calculations, whether it came back within 7 days, whether it gave an
 * email, and the account it signed in to. The visitor row is locked for the rest of the
 * transaction, so two consumers touching it take turns.
 */
export async function touchVisitor(manager: EntityManager, touch: VisitorTouch, changes: CountChanges): Promise<void> {
  const visitors = tableOf(manager.connection, 'visitors');
  // One round trip: note the day as active and create or lock the visitor row.
  const [row]: Array<VisitorRow & { created: boolean; new_day: boolean }> = await manager.query(
    `WITH active AS (
       INSERT INTO ${tableOf(manager.connection, 'visitor_days')} (session_id, day) VALUES ($1, $3::date)
       ON CONFLICT DO NOTHING RETURNING day
     )
     INSERT INTO ${visitors} (session_id, first_seen_at, last_seen_at) VALUES ($1, $2, $2)
     ON CONFLICT (session_id) DO UPDATE SET session_id = EXCLUDED.session_id
     RETURNING ${VISITOR_COLUMNS}, (xmax = 0) AS created, EXISTS (SELECT 1 FROM active) AS new_day`,
    [touch.sessionId, touch.at, utcDay(touch.at)],
  );
  const stored = stateOf(row);
  const before = row.created ? null : stored;
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
    after.paid = await accountHasPaid(manager, touch.userId);
  }

  // A later visit: activity after 30 minutes away, within the return window of the first day.
  const laterVisit =
    before !== null &&
    touch.at.getTime() - stored.lastSeenAt.getTime() >= VISIT_GAP_MS &&
    touch.at.getTime() <= after.firstSeenAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS;
  const firstDayMoved = utcDay(stored.firstSeenAt) !== utcDay(after.firstSeenAt);
  if (laterVisit) after.returned = true;
  else if (firstDayMoved || (before && row.new_day && !after.returned))
    after.returned = await hasReturned(manager, touch.sessionId, after.firstSeenAt);

  if (!sameState(stored, after)) {
    await manager.query(
      `UPDATE ${visitors} SET first_seen_at = $2, last_seen_at = $3, source = $4, source_at = $5, calculations = $6,
              returned = $7, email_given = $8, user_id = $9, paid = $10
        WHERE session_id = $1`,
      [
        touch.sessionId,
        after.firstSeenAt,
        after.lastSeenAt,
        after.source,
        after.sourceAt,
        after.calculations,
        after.returned,
        after.emailGiven,
        after.userId,
        after.paid,
      ],
    );
  }
  countsOfChange(before, after, changes);
}

/**
 * An account moved into a paid tier: every visitor signed in to it reaches the paid_pro stage.
 * Called with the account row locked (accounts.ts), so a visitor linking to it meanwhile waits.
 */
export async function markVisitorsPaid(manager: EntityManager, userId: string, changes: CountChanges): Promise<void> {
  // TypeORM answers an UPDATE with [rows, affected].
  const [rows]: [VisitorRow[], number] = await manager.query(
    `UPDATE ${tableOf(manager.connection, 'visitors')} SET paid = true WHERE user_id = $1 AND NOT paid
     RETURNING ${VISITOR_COLUMNS}`,
    [userId],
  );
  for (const row of rows) {
    const after = stateOf(row);
    countsOfChange({ ...after, paid: false }, after, changes);
  }
}

/** Whether the account has paid; creates (and locks) its row, so the order with markVisitorsPaid is kept. */
async function accountHasPaid(manager: EntityManager, userId: string): Promise<boolean> {
  const [row]: Array<{ paid: boolean }> = await manager.query(
    `INSERT INTO ${tableOf(manager.connection, 'accounts')} (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING first_paid_at IS NOT NULL AS paid`,
    [userId],
  );
  return row.paid;
}

async function hasReturned(manager: EntityManager, sessionId: string, firstSeenAt: Date): Promise<boolean> {
  const [{ returned }]: Array<{ returned: boolean }> = await manager.query(
    `SELECT EXISTS (
       SELECT 1 FROM ${tableOf(manager.connection, 'visitor_days')}
        WHERE session_id = $1 AND day BETWEEN $2::date + 1 AND $2::date + ${RETURN_WINDOW_DAYS}
     ) AS returned`,
    [sessionId, utcDay(firstSeenAt)],
  );
  return returned;
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
    a.sourceAt?.getTime() === b.sourceAt?.getTime()
  );
}
