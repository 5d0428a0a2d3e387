import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';
import { utcDay } from './time.js';

/** Days after the first day within which a visit counts as a return (retention). */
export const RETURN_WINDOW_DAYS = 7;

interface VisitorState {
  firstSeenAt: Date;
  source: string | null;
  sourceAt: Date | null;
  calculations: number;
  returned: boolean;
}

export interface VisitorTouch {
  sessionId: string;
  at: Date;
  /** The event is a calculation. */
  calculation?: boolean;
  /** The event is a page view from this traffic source. */
  source?: string;
}

/** What one visitor adds to the cohort rollups of its first day. */
function visitorCounts(visitor: VisitorState): CountChanges {
  const day = utcDay(visitor.firstSeenAt);
  return new CountChanges()
    .add(METRICS.visitors, day)
    .add(METRICS.visitorsBySource, day, visitor.source ?? 'unknown')
    .add(METRICS.returningVisitors, day, '', visitor.returned ? 1 : 0)
    .add(METRICS.calculatingVisitors, day, '', visitor.calculations > 0 ? 1 : 0)
    .add(METRICS.visitorCalculations, day, '', visitor.calculations);
}

/**
 * Records that a visitor (a browser's session id) was active at `at`: first seen, the source of
 * its earliest page view, its calculations, and whether it came back within 7 days. The visitor
 * row is locked for the rest of the transaction, so two consumers touching it take turns.
 */
export async function touchVisitor(manager: EntityManager, touch: VisitorTouch, changes: CountChanges): Promise<void> {
  const visitors = tableOf(manager.connection, 'visitors');
  // One round trip: note the day as active and create or lock the visitor row.
  const [row]: Array<{
    first_seen_at: Date;
    source: string | null;
    source_at: Date | null;
    calculations: number;
    returned: boolean;
    created: boolean;
    new_day: boolean;
  }> = await manager.query(
    `WITH active AS (
       INSERT INTO ${tableOf(manager.connection, 'visitor_days')} (session_id, day) VALUES ($1, $3::date)
       ON CONFLICT DO NOTHING RETURNING day
     )
     INSERT INTO ${visitors} (session_id, first_seen_at) VALUES ($1, $2)
     ON CONFLICT (session_id) DO UPDATE SET session_id = EXCLUDED.session_id
     RETURNING first_seen_at, source, source_at, calculations, returned,
               (xmax = 0) AS created, EXISTS (SELECT 1 FROM active) AS new_day`,
    [touch.sessionId, touch.at, utcDay(touch.at)],
  );
  const stored: VisitorState = {
    firstSeenAt: row.first_seen_at,
    source: row.source,
    sourceAt: row.source_at,
    calculations: row.calculations,
    returned: row.returned,
  };
  const before = row.created ? null : stored;
  const after: VisitorState = { ...stored };

  if (touch.at < after.firstSeenAt) after.firstSeenAt = touch.at;
  if (touch.calculation) after.calculations += 1;
  if (touch.source !== undefined && (after.sourceAt === null || touch.at < after.sourceAt)) {
    after.source = touch.source;
    after.sourceAt = touch.at;
  }

  const firstDayMoved = utcDay(stored.firstSeenAt) !== utcDay(after.firstSeenAt);
  if (before && (row.new_day || firstDayMoved))
    after.returned = await hasReturned(manager, touch.sessionId, after.firstSeenAt);

  if (!sameState(stored, after)) {
    await manager.query(
      `UPDATE ${visitors} SET first_seen_at = $2, source = $3, source_at = $4, calculations = $5, returned = $6 WHERE session_id = $1`,
      [touch.sessionId, after.firstSeenAt, after.source, after.sourceAt, after.calculations, after.returned],
    );
  }
  if (before && sameState(before, after)) return;
  changes.merge(visitorCounts(after));
  if (before) changes.merge(visitorCounts(before), -1);
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

function sameState(a: VisitorState, b: VisitorState): boolean {
  return (
    a.firstSeenAt.getTime() === b.firstSeenAt.getTime() &&
    a.source === b.source &&
    a.sourceAt?.getTime() === b.sourceAt?.getTime() &&
    a.calculations === b.calculations &&
    a.returned === b.returned
  );
}
