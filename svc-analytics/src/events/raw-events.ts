import type { EventEnvelope } from '@takehome/contracts';
import type { EntityManager } from 'typeorm';
import { RecordedEvent } from './recorded-event.entity.js';

/** Keeps the event as it arrived, beside the rollups it feeds (never read by the API). */
export async function recordRawEvent(
  manager: EntityManager,
  event: EventEnvelope,
  row: { type?: string; occurredAt: Date; userId: string | null; sessionId: string | null },
): Promise<void> {
  await manager.insert(RecordedEvent, {
    id: event.id,
    type: row.type ?? event.type,
    occurredAt: row.occurredAt,
    userId: row.userId,
    sessionId: row.sessionId,
    data: event.data,
  });
}

/** Many events in one insert (a consumer's batch); a raw row that is already there is kept. */
export async function recordRawEvents(
  manager: EntityManager,
  rows: Array<{
    event: EventEnvelope;
    type?: string;
    occurredAt: Date;
    userId: string | null;
    sessionId: string | null;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(RecordedEvent)
    .values(
      rows.map(({ event, type, occurredAt, userId, sessionId }) => ({
        id: event.id,
        type: type ?? event.type,
        occurredAt,
        userId,
        sessionId,
        data: event.data,
      })),
    )
    .orIgnore()
    .execute();
}
