import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { BaseConfig } from '../config.js';
import { SERVICE_CONFIG } from '../tokens.js';
import type { AckedPublisher } from './acked-publisher.js';
import { outgoingMessages } from './event-packs.js';
import { NatsService } from './nats.service.js';
import { hotQuery } from '../database/hot-query.js';
import { schemaOf, tableOf } from '../database/schema-of.js';
import { OutboxRecord } from './outbox.entity.js';
import { outboxChannel, OutboxService, type CommittedEvent } from './outbox.service.js';

const BATCH = 500;
/** Fresh events kept for the next pass at most; past it the relay searches the outbox instead. */
const FRESH_KEPT = 20 * BATCH;
/** Retries back off up to this, so events flow again within seconds of the broker coming back. */
const MAX_BACKOFF_MS = 5_000;
/**
 * "No responders" comes back at once while no server leads the stream: a clustered JetStream electing
 * a new leader after losing one (4-5 s with nats-server 2.9), or a stream being created again. Retried
 * this often, the events go as soon as there is a leader; each failed try costs one quick pass.
 */
const NO_LEADER_RETRY_MS = 100;
const NO_RESPONDERS = /no responders/i;
/**
 * An ack normally takes milliseconds. A publish caught in a broker restart may never be answered, and it
 * holds its whole batch until it times out, so recovery waits for this.
 */
const PUBLISH_TIMEOUT_MS = 2_000;
/**
 * "Not marked sent yet" for rows named by id, written so the planner cannot match it to
 * outbox_pending's predicate (`sent_at IS NULL`) and finds each row by its primary key. Matched, it
 * walked the pending index instead, which keeps an entry for every row sent since the last vacuum, so
 * each marking grew slower with every save (docs/adr/0016-outbox-relay-search-order.md).
 */
const NOT_YET_SENT = `(sent_at + interval '0 s') IS NULL`;

/** Marks the rows `$1` (ids) sent to the stream created at `$2`, unless they already are. */
export const markSentSql = (outbox: string) =>
  `UPDATE ${outbox} SET sent_at = now(), stream_created = $2, attempts = attempts + 1, last_error = NULL
    WHERE id = ANY($1::uuid[]) AND ${NOT_YET_SENT}`;

/**
 * The relay's search for pending rows (`$1`: how many at most), in the order they are due, each
 * claimed (FOR UPDATE SKIP LOCKED). Run after SEARCH_PLAN in the same transaction. The order is
 * outbox_pending's own, so the scan stops at the limit: with a second sort key (`created_at`) the
 * planner, whose statistics counted few pending rows, sorted every pending row in each search (all of
 * a backlog after an outage). A row is due from its creation (its insert, a replay, a backoff cut
 * short), later only while it backs off; rows due at one moment were written in one statement.
 */
export const searchSql = (outbox: string) =>
  `SELECT id, subject, envelope FROM ${outbox}
    WHERE sent_at IS NULL AND next_attempt_at <= now()
    ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED`;

/**
 * The search walks outbox_pending in its order (a plain index scan), so it stops at its limit and
 * marks the entries of rows sent since the last pass dead in the index as it passes them: the next
 * pass skips them without reading their rows. A bitmap scan, which the planner chose from statistics
 * that count few pending rows, reads the row of every entry the index still holds and marks none.
 * Nothing else removes those entries where autovacuum is off, so each search would read every row
 * sent since the service started (figures: docs/adr/0016-outbox-relay-search-order.md).
 */
export const SEARCH_PLAN = `SET LOCAL enable_bitmapscan = off`;

/**
 * Makes the rows sent to a stream other than `$1` within the last `$2` hours pending again (replayLost).
 * Each is due from its creation, so the search takes them in the order they were made, 500 at a time,
 * reading only those: due all at one moment (`now()`), they would tie in outbox_pending's order, and
 * each search would read and sort every one of them to find the 500 oldest.
 */
export const replaySql = (outbox: string) =>
  `UPDATE ${outbox} SET sent_at = NULL, next_attempt_at = created_at, pending_since = now(), attempts = 0
    WHERE sent_at IS NOT NULL AND stream_created <> $1 AND created_at > now() - $2 * interval '1 hour'`;

/** Makes the rows waiting out a backoff due at once (the broker is back), each from its creation as replaySql does. */
export const retryNowSql = (outbox: string) =>
  `UPDATE ${outbox} SET next_attempt_at = created_at WHERE sent_at IS NULL AND next_attempt_at > now()`;

/**
 * Marks rows sent (markSentSql), planned afresh each time: never a prepared statement. A connection
 * that prepared it while the outbox was small (a fresh service's first passes) kept the plan it then
 * chose, a sequential scan, while the table grew (no ANALYZE invalidates it where autovacuum is off),
 * and each marking then read more rows than it marked.
 * It runs once per published pack, so preparing it saved nothing worth that.
 */
export function markSent(
  runner: EntityManager,
  outbox: string,
  ids: string[],
  streamCreated: string,
): Promise<unknown> {
  return hotQuery(runner, markSentSql(outbox), [ids, streamCreated], false);
}

/**
 * Publishes outbox rows to JetStream with `Nats-Msg-Id` = event id (so a re-publish after a
 * crash is de-duplicated) and marks them sent. It wakes on the NOTIFY each committed batch of events
 * sends, or when this process hands it the rows of events it has just committed (OutboxService.emitWith
 * and emitMany outside a transaction: those are published as handed over, neither searched for nor
 * read back), polling only as a fallback; it publishes a whole batch with its acks in flight at once,
 * and marks the batch sent (or backed off, row by row, while NATS refuses) in one statement each.
 * Searched rows are claimed with SKIP LOCKED so replicas do not publish them twice; a handed-over row
 * that another replica's poll finds before it is marked sent may be published twice, and JetStream's
 * de-duplication by `Nats-Msg-Id` (and every consumer's inbox) makes that harmless.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;
  private unsubscribe?: () => void;
  private listener?: pg.Client;
  /** A safety net only: the relay is woken by NOTIFY when a transaction with events commits. */
  private readonly pollMs: number;
  private readonly replayHours: number;
  private readonly lingerMs: number;

  constructor(
    @Inject(SERVICE_CONFIG) config: BaseConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nats: NatsService,
    outbox: OutboxService,
  ) {
    this.unsubscribe = outbox.onEmit((committed) => (committed ? this.publishSoon(committed) : this.kick()));
    this.pollMs = config.OUTBOX_POLL_MS ?? 1_000;
    this.lingerMs = config.EVENTS_PUBLISH_LINGER_MS ?? 0;
    this.replayHours = Math.min(config.EVENTS_REPLAY_HOURS ?? 24, (config.EVENTS_RETENTION_DAYS ?? 7) * 24);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    void this.listen();
    this.nats.onStreamIncarnation(async (created) => void (await this.replayLost(created)));
    this.nats.onRecovered(() => {
      if (!this.stopped)
        this.retryNow().catch((error) => this.logger.warn(`Retry after recovery failed: ${(error as Error).message}`));
    });
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.lingerTimer);
    this.unsubscribe?.();
    await this.listener?.end().catch(() => undefined);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Number of events not yet published (health and metrics). */
  async pending(): Promise<number> {
    return this.dataSource.getRepository(OutboxRecord).count({ where: { sentAt: IsNull() } });
  }

  /** Events not yet published, and how long the longest-waiting one has waited (health, metrics): from its
   * creation, or from its replay when the broker lost the stream it had gone to. */
  async backlog(): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const [row] = await this.dataSource.query<Array<{ pending: number; age: number }>>(
      `SELECT count(*)::int AS pending,
              COALESCE(EXTRACT(EPOCH FROM now() - min(pending_since)), 0)::float AS age
         FROM ${tableOf(this.dataSource, 'outbox')} WHERE sent_at IS NULL`,
    );
    return { pending: row.pending, oldestAgeSeconds: Math.round(row.age) };
  }

  /** A connection of its own that LISTENs for committed events; if it cannot, polling carries on. */
  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url || this.stopped) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', () => this.kick());
    client.on('error', (error) => {
      this.listenLost(error);
      this.listener = undefined;
      if (!this.stopped) setTimeout(() => void this.listen(), this.pollMs);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${outboxChannel(schemaOf(this.dataSource))}"`);
      this.listener = client;
      if (this.listenLostAt !== null) this.logger.warn('Outbox LISTEN connection is back');
      this.listenLostAt = null;
    } catch (error) {
      this.listenLost(error as Error);
      await client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen(), this.pollMs);
    }
  }

  /** Set while the LISTEN connection is lost: one line when it goes, one when it is back. */
  private listenLostAt: number | null = null;

  private listenLost(error: Error): void {
    if (this.listenLostAt !== null) return;
    this.listenLostAt = Date.now();
    this.logger.warn(
      `Outbox LISTEN connection lost (${error.message}); polling every ${this.pollMs} ms until it is back`,
    );
  }

  /** Events this process committed and handed to the relay, not yet published. */
  private fresh: CommittedEvent[] = [];
  /** Whether the next pass searches the outbox for pending rows (it does unless only `fresh` rows woke it). */
  private searchNeeded = true;

  /**
   * Events this process has just committed: the next pass publishes them as they are and marks them
   * sent in one statement (reading them back in a transaction of their own cost a save four round
   * trips more). Searching the outbox for pending rows walks the pending index, which keeps an entry
   * for every row sent since the table was last vacuumed, so the search is left to the poll, the
   * NOTIFY of other writers and retries instead of running on every pass.
   */
  private publishSoon(rows: readonly CommittedEvent[]): void {
    if (this.fresh.length + rows.length > FRESH_KEPT) {
      this.fresh = [];
      this.searchNeeded = true;
    } else {
      this.fresh.push(...rows);
    }
    // Lingers (EVENTS_PUBLISH_LINGER_MS) for the events of the saves that come meanwhile.
    if (this.lingerMs === 0) this.kick(false);
    else
      this.lingerTimer ??= setTimeout(() => {
        this.lingerTimer = undefined;
        this.kick(false);
      }, this.lingerMs);
  }

  private lingerTimer?: NodeJS.Timeout;

  private kick(search = true): void {
    if (this.stopped) return;
    if (search) this.searchNeeded = true;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.drain()
      .then(() => this.notePassWorks())
      .catch((error) => {
        // Fresh ids taken by the failed pass are gone from memory, their rows still pending: search next.
        this.searchNeeded = true;
        this.notePassFailed(error as Error);
      })
      .finally(() => {
        this.running = false;
        if (this.again && !this.stopped) {
          this.again = false;
          // Whether the next pass searches was noted by the kicks that came meanwhile.
          this.kick(false);
        }
      });
  }

  private async drain(): Promise<void> {
    // Not before the stream is known: every row published is tagged with the stream it went to.
    if (!this.nats.isUp() || !this.nats.streamCreated) {
      // The search after recovery finds them; nothing is held in memory meanwhile.
      if (this.fresh.length) {
        this.fresh = [];
        this.searchNeeded = true;
      }
      return;
    }
    const publisher = await this.nats.publisher();
    // Read before publishing: a row is never tagged with a stream newer than the one it went to.
    const streamCreated = this.nats.streamCreated;
    const outbox = tableOf(this.dataSource, 'outbox');
    let retryAfterFailure = false;
    while (this.fresh.length && !this.stopped) {
      // Committed rows, published as they are; marked outside a transaction (one statement each).
      const failed = await this.publishRows(
        publisher,
        streamCreated,
        this.fresh.splice(0, BATCH),
        this.dataSource.manager,
      );
      if (failed) retryAfterFailure = true;
    }
    if (this.searchNeeded && !this.stopped) {
      this.searchNeeded = false;
      let full: boolean;
      do {
        const { claimed, failed } = await this.publishBatch(publisher, streamCreated);
        if (failed) retryAfterFailure = true;
        full = failed === 0 && claimed === BATCH;
      } while (full && !this.stopped);
    }
    // Rows that failed wait for their backoff; come back for them then rather than at the next poll.
    if (retryAfterFailure && !this.stopped) this.kickAt(await this.nextAttempt(outbox));
  }

  /**
   * One searched batch in one transaction: claims up to BATCH pending rows in the order they are due
   * (searchSql), publishes them all at once, and marks them sent or backed off. Returns
   * how many were claimed and how many failed.
   */
  private async publishBatch(
    publisher: AckedPublisher,
    streamCreated: string,
  ): Promise<{ claimed: number; failed: number }> {
    const outbox = tableOf(this.dataSource, 'outbox');
    return this.dataSource.transaction(async (manager) => {
      await manager.query(SEARCH_PLAN);
      const rows: CommittedEvent[] = await manager.query(searchSql(outbox), [BATCH]);
      if (rows.length === 0) return { claimed: 0, failed: 0 };
      return { claimed: rows.length, failed: await this.publishRows(publisher, streamCreated, rows, manager) };
    });
  }

  /**
   * Publishes the rows at once (in order on the one connection; the acks come back together), in event
   * packs where every consumer of their subject reads packs (event-packs.ts), and marks them sent,
   * tagged with the stream they went to, or backed off. Returns how many failed.
   */
  private async publishRows(
    publisher: AckedPublisher,
    streamCreated: string,
    rows: readonly CommittedEvent[],
    runner: EntityManager,
  ): Promise<number> {
    const outbox = tableOf(this.dataSource, 'outbox');
    const messages = outgoingMessages(rows, this.nats.packRoutes, this.nats.subjectPrefix);
    const results = await publisher.publishAll(
      messages.map((m) => m.message),
      PUBLISH_TIMEOUT_MS,
    );
    const idsWhere = (status: PromiseSettledResult<void>['status']) =>
      messages.flatMap((m, i) => (results[i].status === status ? m.rows.map((row) => row.id) : []));
    const sent = idsWhere('fulfilled');
    const failed = idsWhere('rejected');
    if (sent.length) {
      await markSent(runner, outbox, sent, streamCreated);
    }
    if (failed.length) {
      const reason = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as Error;
      const message = String(reason?.message ?? reason);
      await runner.query(
        `UPDATE ${outbox} SET attempts = attempts + 1, last_error = $2,
           next_attempt_at = now() + least(250 * power(2, least(attempts, 16)), $3) * interval '1 millisecond'
         WHERE id = ANY($1::uuid[]) AND ${NOT_YET_SENT}`,
        [failed, message.slice(0, 500), NO_RESPONDERS.test(message) ? NO_LEADER_RETRY_MS : MAX_BACKOFF_MS],
      );
      this.noteFailure(failed.length, reason);
    }
    if (sent.length && !failed.length) this.noteSuccess();
    return failed.length;
  }

  private passFailingSince: number | null = null;

  private notePassFailed(error: Error): void {
    if (this.passFailingSince !== null) return;
    this.passFailingSince = Date.now();
    this.logger.warn(`Relay passes fail (${error.message}); retrying every ${this.pollMs} ms`);
  }

  private notePassWorks(): void {
    if (this.passFailingSince === null) return;
    const seconds = ((Date.now() - this.passFailingSince) / 1000).toFixed(1);
    this.passFailingSince = null;
    this.logger.warn(`Relay passes work again after ${seconds} s`);
  }

  private retryTimer?: NodeJS.Timeout;
  /** When publishing started failing (null while it works): one line when it starts, one when it ends. */
  private failingSince: number | null = null;

  private noteFailure(count: number, reason: Error | undefined): void {
    if (this.failingSince !== null) return;
    this.failingSince = Date.now();
    this.logger.warn(
      `Publishing to NATS fails (${reason?.message ?? reason}); ${count} event(s) wait in the outbox and are retried`,
    );
  }

  private noteSuccess(): void {
    if (this.failingSince === null) return;
    const seconds = ((Date.now() - this.failingSince) / 1000).toFixed(1);
    this.failingSince = null;
    this.logger.warn(`Publishing to NATS works again after ${seconds} s`);
  }

  /**
   * No loss when the broker loses its store: the stream now on the broker is not the one these rows
   * were published to, so whatever consumers had not read yet is gone with it. Every row published to
   * another incarnation within the replay window is made pending again and goes out once more (same
   * `Nats-Msg-Id`); consumers that had applied it find it in their inbox and change nothing. Rows
   * published before streams were recorded (no `stream_created`) are left alone.
   * Returns how many rows were made pending.
   */
  async replayLost(streamCreated: string): Promise<number> {
    if (this.stopped) return 0;
    const [, count] = await this.dataSource.query<[unknown[], number]>(replaySql(tableOf(this.dataSource, 'outbox')), [
      streamCreated,
      this.replayHours,
    ]);
    if (Number(count) > 0) {
      this.logger.warn(
        `${count} event(s) went to a stream the broker no longer has (its store was lost?); publishing them again`,
      );
      this.kick();
    }
    return Number(count);
  }

  /** The broker is back: events waiting out a backoff go now instead of at the end of it. */
  private async retryNow(): Promise<void> {
    await this.dataSource.query(retryNowSql(tableOf(this.dataSource, 'outbox')));
    this.kick();
  }

  private async nextAttempt(outbox: string): Promise<number> {
    const [row]: Array<{ wait_ms: number | null }> = await this.dataSource.query(
      `SELECT greatest(0, extract(epoch FROM min(next_attempt_at) - now()) * 1000)::int AS wait_ms
         FROM ${outbox} WHERE sent_at IS NULL`,
    );
    return row?.wait_ms ?? this.pollMs;
  }

  private kickAt(waitMs: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.kick(), Math.min(Math.max(waitMs, 50), this.pollMs));
  }
}
