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
  await touchVisitors(manager, [touch], changes);
}

/**
 * A consumer's batch of touches, in stream order, in a few statements whatever its size: the active
 * days noted and the visitor rows created or locked (in session order, so two consumers locking
 * overlapping batches never deadlock) in one statement each, every touch applied in memory in order,
 * and the changed rows written back in one statement. The rollups change by the visitors' final
 * states against their first, which is what touching them one by one adds up to.
 */
export async function touchVisitors(
  manager: EntityManager,
  touches: readonly VisitorTouch[],
  changes: CountChanges,
): Promise<void> {
  if (touches.length === 0) return;
  const visitors = tableOf(manager.connection, 'visitors');
  const sessions = [...new Set(touches.map((t) => t.sessionId))].sort();
  const firstAt = new Map<string, Date>();
  for (const touch of touches) {
    const seen = firstAt.get(touch.sessionId);
    if (!seen || touch.at < seen) firstAt.set(touch.sessionId, touch.at);
  }
  const dayKey = (sessionId: string, day: string) => `${sessionId}\u0000${day}`;
  const days = [...new Set(touches.map((t) => dayKey(t.sessionId, utcDay(t.at))))].sort();
  const newDays: Array<{ session_id: string; day: string }> = await manager.query(
    `INSERT INTO ${tableOf(manager.connection, 'visitor_days')} (session_id, day)
       SELECT s, d::date FROM unnest($1::text[], $2::text[]) AS u(s, d) ORDER BY s, d
     ON CONFLICT DO NOTHING RETURNING session_id, to_char(day, 'YYYY-MM-DD') AS day`,
    [days.map((key) => key.split('\u0000')[0]), days.map((key) => key.split('\u0000')[1])],
  );
  const unseenDays = new Set(newDays.map((row) => dayKey(row.session_id, row.day)));
  const rows: Array<VisitorRow & { session_id: string; created: boolean }> = await manager.query(
    `INSERT INTO ${visitors} (session_id, first_seen_at, last_seen_at)
       SELECT s, a, a FROM unnest($1::text[], $2::timestamptz[]) AS u(s, a) ORDER BY s
     ON CONFLICT (session_id) DO UPDATE SET session_id = EXCLUDED.session_id
     RETURNING session_id, ${VISITOR_COLUMNS}, (xmax = 0) AS created`,
    [sessions, sessions.map((id) => firstAt.get(id))],
  );
  const stored = new Map(rows.map((row) => [row.session_id, stateOf(row)]));
  const initial = new Map(rows.map((row) => [row.session_id, row.created ? null : stateOf(row)]));
  // What each visitor is after the touches so far (the stored row until the first one).
  const current = new Map<string, { before: VisitorState | null; state: VisitorState }>();
  for (const touch of touches) {
    const entry = current.get(touch.sessionId);
    const before = entry ? entry.state : (initial.get(touch.sessionId) ?? null);
    const state = entry ? entry.state : stored.get(touch.sessionId)!;
    const key = dayKey(touch.sessionId, utcDay(touch.at));
    const newDay = unseenDays.delete(key);
    const after = await applyTouch(manager, touch, state, before, newDay);
    current.set(touch.sessionId, { before, state: after });
  }

  const changed = [...current.entries()].filter(([id, { state }]) => !sameState(stored.get(id)!, state));
  if (changed.length > 0) {
    const column = <T>(pick: (state: VisitorState) => T) => changed.map(([, { state }]) => pick(state));
    await manager.query(
      `UPDATE ${visitors} AS v SET first_seen_at = u.first_seen_at, last_seen_at = u.last_seen_at, source = u.source,
              source_at = u.source_at, calculations = u.calculations, returned = u.returned,
              email_given = u.email_given, user_id = u.user_id, paid = u.paid
         FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::text[], $5::timestamptz[], $6::int[],
                     $7::boolean[], $8::boolean[], $9::uuid[], $10::boolean[])
              AS u(session_id, first_seen_at, last_seen_at, source, source_at, calculations, returned, email_given,
                   user_id, paid)
        WHERE v.session_id = u.session_id`,
      [
        changed.map(([id]) => id),
        column((v) => v.firstSeenAt),
        column((v) => v.lastSeenAt),
        column((v) => v.source),
        column((v) => v.sourceAt),
        column((v) => v.calculations),
        column((v) => v.returned),
        column((v) => v.emailGiven),
        column((v) => v.userId),
        column((v) => v.paid),
      ],
    );
  }
  for (const [id, { state }] of current) countsOfChange(initial.get(id) ?? null, state, changes);
}

/** One touch on a visitor's state (`before`: its state before this touch, null while it is new). */
async function applyTouch(
  manager: EntityManager,
  touch: VisitorTouch,
  stored: VisitorState,
  before: VisitorState | null,
  newDay: boolean,
): Promise<VisitorState> {
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
  else if (firstDayMoved || (before && newDay && !after.returned))
    after.returned = await hasReturned(manager, touch.sessionId, after.firstSeenAt);
  return after;
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
