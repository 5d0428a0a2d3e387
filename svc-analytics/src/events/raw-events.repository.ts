import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@takehome/contracts';
import { tableOf } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { RecordedEvent } from './recorded-event.entity.js';

/** One raw row: the event's id and type, when it happened, whose it was, and its payload. */
export interface RawEventRow {
  id: string;
  type: string;
  occurredAt: Date;
  userId: string | null;
  sessionId: string | null;
  data: unknown;
}

/** `events`: every consumed event kept as it arrived, beside the rollups it feeds (never read by the API). */
@Injectable()
export class RawEventsRepository {
  /** Keeps one event, inside the consumer's transaction. */
  async record(
    event: EventEnvelope,
    row: { type?: string; occurredAt: Date; userId: string | null; sessionId: string | null },
    tx: EntityManager,
  ): Promise<void> {
    await tx.insert(RecordedEvent, {
      id: event.id,
      type: row.type ?? event.type,
      occurredAt: row.occurredAt,
      userId: row.userId,
      sessionId: row.sessionId,
      data: event.data,
    });
  }

  /**
   * Many events in one insert (a consumer's batch), sent as one JSON document: one statement with one
   * parameter whatever the batch's size. `json_to_recordset` hands each payload on as the
   * text it is, where `jsonb_to_recordset` parsed the whole document into jsonb first (twice the
   * Postgres CPU a row).
   *
   * A plain insert, as `record`'s: the consumer hands over only the events of messages its inbox has
   * not seen, and each event id is in one message, so a raw row is never offered twice. Should one
   * be, the batch fails and its message is tried again and then parked with the error, where an
   * `ON CONFLICT DO NOTHING` would have hidden it, and cost each row speculative insertion (an index
   * probe and a third WAL record).
   */
  async recordMany(rows: readonly RawEventRow[], tx: EntityManager): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO ${tableOf(tx.connection, 'events')} (id, type, occurred_at, user_id, session_id, data)
     SELECT id, type, occurred_at, user_id, session_id, data
       FROM json_to_recordset($1::json)
         AS x(id uuid, type text, occurred_at timestamptz, user_id uuid, session_id text, data json)`,
      [
        JSON.stringify(
          rows.map((row) => ({
            id: row.id,
            type: row.type,
            occurred_at: row.occurredAt,
            user_id: row.userId,
            session_id: row.sessionId,
            data: row.data,
          })),
        ),
      ],
    );
  }
}
