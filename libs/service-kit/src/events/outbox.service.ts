import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { EVENT_SCHEMAS, EVENT_VERSIONS, type EventData, type EventEnvelope, type EventType } from '@takehome/contracts';
import type { BaseConfig } from '../config.js';
import { hotQuery } from '../database/hot-query.js';
import { jsonArrayParam, jsonArraySql } from '../database/json-array.js';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens.js';
import { NatsService } from './nats.service.js';
import { schemaOf, tableOf } from '../database/schema-of.js';
import { timeOrderedId } from '../database/time-ordered-id.js';
import { idempotencyInsert } from '../http/idempotency.js';

/** Subject of one event: funnel events carry their name in the subject (`funnel.page_view`). */
function subjectOf<T extends EventType>(type: T, data: EventData<T>): string {
  return type === 'funnel.*' ? `funnel.${(data as EventData<'funnel.*'>).name}` : type;
}

/** An outbox row as it was committed: what the relay publishes. */
export interface CommittedEvent {
  id: string;
  subject: string;
  envelope: EventEnvelope;
  /** The envelope as the outbox insert wrote it out, when it did: the relay publishes these bytes. */
  json?: string;
}

/** How an emit takes its events' data. */
export interface EmitOptions {
  /**
   * The data was made from values already parsed by this event type's schema (or a stricter one, as
   * svc-analytics's ingest request is), so it is not parsed again here: the consumers still parse every
   * envelope they read. Without it each event's data is parsed by its schema before it is written.
   */
  validated?: boolean;
  /** Idempotency keys with their answers (http/idempotency.ts), stored by the same statement. */
  keys?: Array<[string, string, number, string]>;
}

/** The channel a service's outbox inserts notify on commit; the relay LISTENs on it. */
export const outboxChannel = (schema: string) => `${schema}_outbox`;

/**
 * Writes events into the outbox inside the caller's transaction, so the fact is stored exactly
 * when the change is; the relay publishes it afterwards.
 */
@Injectable()
export class OutboxService {
  private readonly listeners = new Set<(committed?: readonly CommittedEvent[]) => void>();

  constructor(
    @Inject(SERVICE_NAME) private readonly producer: string,
    private readonly nats: NatsService,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
  ) {}

  async emit<T extends EventType>(manager: EntityManager, type: T, data: EventData<T>): Promise<EventEnvelope<T>> {
    const [envelope] = await this.emitMany(manager, type, [data]);
    return envelope;
  }

  /**
   * Several events of one type in one multi-row insert. Given a transaction's manager, the rows commit
   * with the caller's change; given the data source's own manager (no transaction), the insert is one
   * statement that has committed when it returns, and, as with `emitWith`, no NOTIFY is sent: this
   * process's relay is woken directly (svc-analytics's ingest of a browser batch).
   */
  async emitMany<T extends EventType>(
    manager: EntityManager,
    type: T,
    list: EventData<T>[],
    options: EmitOptions = {},
  ): Promise<EventEnvelope<T>[]> {
    if (list.length === 0) return [];
    const envelopes = this.envelopes(type, list, options);
    const keys = options.keys?.length ? idempotencyInsert(manager.connection, options.keys, 1) : undefined;
    const keysPart = keys ? `keys AS (${keys.sql}), ` : '';
    const keyParams = keys?.params ?? [];
    const outbox = this.outboxInsert(manager.connection, envelopes, keyParams.length + 1);
    if (manager.queryRunner?.isTransactionActive) {
      // One round trip: the rows, and a NOTIFY that Postgres delivers when the caller's transaction
      // commits (never for a rolled-back one) to every replica's relay, folded into one per transaction.
      await manager.query(
        `WITH ${keysPart}rows AS (${outbox.sql}) SELECT pg_notify($${keyParams.length + outbox.params.length + 1}, '')`,
        [...keyParams, ...outbox.params, outboxChannel(schemaOf(manager.connection))],
      );
    } else {
      await hotQuery(
        manager,
        keys ? `WITH ${keysPart.slice(0, -2)} ${outbox.sql}` : outbox.sql,
        [...keyParams, ...outbox.params],
        this.config.DATABASE_PREPARE_STATEMENTS,
      );
      // Committed: the relay publishes these rows as they are instead of reading them back.
      this.notify(outbox.rows);
      return envelopes;
    }
    this.notify();
    return envelopes;
  }

  /**
   * A change and the events it makes as one statement: one round trip, atomic without a transaction
   * (a statement's data-modifying parts all commit or none do). `change` is an INSERT, UPDATE or DELETE
   * with its own parameters ($1…); the outbox rows are added to it. For a hot path whose change is one
   * statement (svc-calc's saves, several at once); the rest use `emit` inside their transaction.
   *
   * Outside a transaction no NOTIFY is sent: the statement has committed when it returns, so this
   * process's relay is woken directly, and the relay that wakes is the one that publishes (other
   * replicas need not hear of it; a crash before publishing is caught by the poll). Every commit that
   * sends a NOTIFY takes one and the same lock in Postgres and holds it until its WAL is flushed, so
   * such commits are never flushed together, which capped the save statement with its NOTIFY at about
   * a tenth of the rate it reaches without one.
   * Given a transaction's manager, it NOTIFYs as `emit` does (delivered at that transaction's commit).
   * Outside one the statement runs prepared (hotQuery): a connection keeps the plan it chose in its
   * first runs, so a change that finds rows (an UPDATE or DELETE with a WHERE) could keep a plan made
   * for a small table; the INSERT of a batch of rows here has no such choice.
   */
  async emitWith<T extends EventType>(
    runner: Pick<EntityManager, 'query' | 'connection' | 'queryRunner'>,
    change: { sql: string; params: unknown[] },
    type: T,
    list: EventData<T>[],
    /** Written with the change: the idempotency keys of the requests it answers (http/idempotency.ts). */
    keys: Array<[string, string, number, string]> = [],
  ): Promise<EventEnvelope<T>[]> {
    const parts = [`change AS (${change.sql})`];
    const params = [...change.params];
    if (keys.length) {
      // One more part of the same statement, committed with the change or not at all.
      const insert = idempotencyInsert(runner.connection, keys, params.length + 1);
      parts.push(`keys AS (${insert.sql})`);
      params.push(...insert.params);
    }
    const envelopes = this.envelopes(type, list);
    const outbox = this.outboxInsert(runner.connection, envelopes, params.length + 1);
    if (runner.queryRunner?.isTransactionActive) {
      const channel = `$${params.length + outbox.params.length + 1}`;
      await runner.query(`WITH ${parts.join(', ')}, rows AS (${outbox.sql}) SELECT pg_notify(${channel}, '')`, [
        ...params,
        ...outbox.params,
        outboxChannel(schemaOf(runner.connection)),
      ]);
    } else {
      await hotQuery(
        runner,
        `WITH ${parts.join(', ')} ${outbox.sql}`,
        [...params, ...outbox.params],
        this.config.DATABASE_PREPARE_STATEMENTS,
      );
      // Committed: the relay publishes these rows as they are instead of reading them back.
      if (envelopes.length) this.notify(outbox.rows);
      return envelopes;
    }
    if (envelopes.length) this.notify();
    return envelopes;
  }

  private envelopes<T extends EventType>(
    type: T,
    list: EventData<T>[],
    { validated }: EmitOptions = {},
  ): EventEnvelope<T>[] {
    const occurredAt = new Date().toISOString();
    return list.map((data) => {
      const payload = validated ? data : (EVENT_SCHEMAS[type].parse(data) as EventData<T>);
      return {
        id: timeOrderedId(),
        type: subjectOf(type, payload),
        version: EVENT_VERSIONS[type],
        occurredAt,
        producer: this.producer,
        data: payload,
      } as unknown as EventEnvelope<T>;
    });
  }

  /** The outbox rows of some envelopes, and their INSERT with its parameter numbered `$first`. */
  private outboxInsert(
    dataSource: DataSource,
    envelopes: EventEnvelope<EventType>[],
    first: number,
  ): { sql: string; params: unknown[]; rows: CommittedEvent[] } {
    const rows = envelopes.map((envelope) => ({
      id: envelope.id,
      subject: this.nats.subject(envelope.type),
      envelope,
      json: JSON.stringify(envelope),
    }));
    // Each envelope is written out once, here, and the relay publishes that text as it is. The column
    // is json (KitOutboxJsonEnvelope): Postgres checks the text and stores it, nothing more.
    const table = tableOf(dataSource, 'outbox');
    if (rows.length === 1) {
      const [row] = rows;
      return {
        sql: `INSERT INTO ${table} (id, subject, envelope) VALUES ($${first}::uuid, $${first + 1}, $${first + 2}::json)`,
        params: [row.id, row.subject, row.json],
        rows,
      };
    }
    // One array a column: Postgres checks each envelope's text once, as the json it stores (from one
    // JSON document of the batch, json_to_recordset lexed each envelope twice).
    return {
      sql: `INSERT INTO ${table} (id, subject, envelope)
         SELECT * FROM unnest($${first}::uuid[], $${first + 1}::varchar[], ${jsonArraySql(`$${first + 2}`)})`,
      params: [rows.map((row) => row.id), rows.map((row) => row.subject), jsonArrayParam(rows.map((row) => row.json))],
      rows,
    };
  }

  /**
   * Lets the relay wake up at once instead of waiting for its next poll. `committed` lists the rows
   * of events already committed (emitWith and emitMany outside a transaction); without it, events were
   * written in a transaction that may not have committed yet, and the relay learns of them from its
   * NOTIFY.
   */
  onEmit(listener: (committed?: readonly CommittedEvent[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(committed?: readonly CommittedEvent[]): void {
    for (const listener of this.listeners) listener(committed);
  }
}
