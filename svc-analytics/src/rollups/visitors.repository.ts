import { Injectable } from '@nestjs/common';
import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import type { VisitorState } from './visitors.js';

/** A `visitors` row as the rollup statements return it. */
export interface VisitorRow {
  first_seen_at: Date;
  last_seen_at: Date | null;
  source: string | null;
  source_at: Date | null;
  calculations: number;
  returned: boolean;
  email_given: boolean;
  user_id: string | null;
  paid: boolean;
  first_day_visits: Array<[number, number]>;
}

const VISITOR_COLUMNS =
  'first_seen_at, last_seen_at, source, source_at, calculations, returned, email_given, user_id, paid, first_day_visits';

/**
 * `visitors` and `visitor_days`, written by the consumers inside their transaction (VisitorRollup).
 * Raw SQL: a consumer's batch is a few set-based statements over `unnest` arrays whatever its size,
 * and the visitor rows are locked in session order so concurrent consumers never deadlock.
 */
@Injectable()
export class VisitorsRepository {
  /** Notes the (session, day) pairs, sorted. */
  async noteDays(sessionIds: string[], days: string[], tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO ${tableOf(tx.connection, 'visitor_days')} (session_id, day)
       SELECT s, d::date FROM unnest($1::text[], $2::text[]) AS u(s, d) ORDER BY s, d ON CONFLICT DO NOTHING`,
      [sessionIds, days],
    );
  }

  /**
   * Creates the visitors not there yet (first and last seen at the time given) and locks every one for
   * the rest of the transaction, in session order (`sessionIds` sorted); answers their rows, `created`
   * for the new ones.
   */
  lockOrCreate(
    sessionIds: string[],
    firstSeenAt: Array<Date | undefined>,
    tx: EntityManager,
  ): Promise<Array<VisitorRow & { session_id: string; created: boolean }>> {
    return tx.query<Array<VisitorRow & { session_id: string; created: boolean }>>(
      `INSERT INTO ${tableOf(tx.connection, 'visitors')} (session_id, first_seen_at, last_seen_at)
       SELECT s, a, a FROM unnest($1::text[], $2::timestamptz[]) AS u(s, a) ORDER BY s
     ON CONFLICT (session_id) DO UPDATE SET session_id = EXCLUDED.session_id
     RETURNING session_id, ${VISITOR_COLUMNS}, (xmax = 0) AS created`,
      [sessionIds, firstSeenAt],
    );
  }

  /** Writes the visitors' new states back in one statement. */
  async update(
    changed: ReadonlyArray<readonly [sessionId: string, state: VisitorState]>,
    tx: EntityManager,
  ): Promise<void> {
    const column = <T>(pick: (state: VisitorState) => T) => changed.map(([, state]) => pick(state));
    await tx.query(
      `UPDATE ${tableOf(tx.connection, 'visitors')} AS v SET first_seen_at = u.first_seen_at, last_seen_at = u.last_seen_at, source = u.source,
              source_at = u.source_at, calculations = u.calculations, returned = u.returned,
              email_given = u.email_given, user_id = u.user_id, paid = u.paid, first_day_visits = u.first_day_visits
         FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::text[], $5::timestamptz[], $6::int[],
                     $7::boolean[], $8::boolean[], $9::uuid[], $10::boolean[], $11::jsonb[])
              AS u(session_id, first_seen_at, last_seen_at, source, source_at, calculations, returned, email_given,
                   user_id, paid, first_day_visits)
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
        column((v) => JSON.stringify(v.firstDayVisits)),
      ],
    );
  }

  /** Marks the account's visitors not yet paid as paid; answers their rows as they are now. */
  async markPaid(userId: string, tx: EntityManager): Promise<VisitorRow[]> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [rows] = await tx.query<[VisitorRow[], number]>(
      `UPDATE ${tableOf(tx.connection, 'visitors')} SET paid = true WHERE user_id = $1 AND NOT paid
     RETURNING ${VISITOR_COLUMNS}`,
      [userId],
    );
    return rows;
  }

  /** Whether the visitor was active on any of the `days` days after `firstDay` (YYYY-MM-DD). */
  async activeWithin(sessionId: string, firstDay: string, days: number, tx: EntityManager): Promise<boolean> {
    const [{ returned }] = await tx.query<Array<{ returned: boolean }>>(
      `SELECT EXISTS (
       SELECT 1 FROM ${tableOf(tx.connection, 'visitor_days')}
        WHERE session_id = $1 AND day BETWEEN $2::date + 1 AND $2::date + ${days}
     ) AS returned`,
      [sessionId, firstDay],
    );
    return returned;
  }
}
