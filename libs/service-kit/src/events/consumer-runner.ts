import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { PACK_SUBJECT_ROOT, parseEnvelope, type EventEnvelope } from '@takehome/contracts';
import type { BaseConfig } from '../config.js';
import { isDatabaseUnavailable } from '../http/errors.js';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens.js';
import { hotQuery } from '../database/hot-query.js';
import { tableOf } from '../database/schema-of.js';
import { EVENT_HANDLERS, type EventHandler } from './event-handler.js';
import { PACK_HEADER, packDurable } from './event-packs.js';
import { NatsService } from './nats.service.js';

/** Messages fetched and applied in one transaction. */
export const CONSUMER_BATCH = 500;
/** Deliveries of one message before it is parked in the dead-letter table. */
export const MAX_DELIVERIES = 5;
const RETRY_DELAY_MS = 500;
/**
 * How long one pull request waits at the consumer's leader. The client notices a lost pull by two
 * missed heartbeats (half this each) and pulls again: when a clustered stream's node dies with the
 * consumer's leader on it, reading goes on this soon after the new leader is elected, not 30 s later
 * (the library's default). An idle consumer pulls again this often; a busy one pulls as it reads.
 */
const PULL_EXPIRES_MS = 1_000;
/** While the database is away, it is tried this often. */
const DATABASE_RETRY_MS = 500;
/** Held messages are reported in progress this often (well inside the 30 s ack wait). */
const IN_PROGRESS_EVERY_MS = 10_000;

/** One message as read: a plain one holds one envelope, a pack (event-packs.ts) several. */
interface Delivery {
  message: JsMsg;
  envelopes: EventEnvelope[];
}

/**
 * One durable a handler reads: the plain subject's, or its pack twin's. Both record what they apply
 * under the plain one's name (`inbox`), so an event that comes once plain and once in a pack (published
 * again after the broker lost its store) is applied once.
 */
interface Durable {
  name: string;
  filter: string;
  inbox: string;
}

/** Events in a message, from its pack header (a plain message is one). */
function eventsIn(message: JsMsg): number {
  const count = Number(message.headers?.get(PACK_HEADER));
  return count > 0 ? count : 1;
}

/**
 * Runs two durable pull consumers per handler with explicit ack, the plain subject's and its pack
 * twin's (event-packs.ts), a batch at a time: the batch's event ids go into the inbox in one
 * statement (ON CONFLICT DO NOTHING), the handler applies only the new ones, the transaction commits,
 * then every message is acked. A redelivery finds its inbox rows and changes nothing. When a batch
 * fails, its messages are tried one by one, and a pack's events one by one, so the good ones go on;
 * an event that keeps failing is parked in `dead_letter` with its error after MAX_DELIVERIES of its
 * message. Replicas share the durable consumers, so each message goes to one of them.
 */
@Injectable()
export class ConsumerRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Consumers');
  private stopped = false;
  private readonly loops: Promise<void>[] = [];
  private readonly running: ConsumerMessages[] = [];

  constructor(
    @Inject(EVENT_HANDLERS) private readonly handlers: EventHandler[],
    @Inject(SERVICE_NAME) private readonly serviceName: string,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nats: NatsService,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
  ) {}

  onApplicationBootstrap(): void {
    for (const handler of this.handlers)
      for (const durable of this.durables(handler)) this.loops.push(this.run(handler, durable));
    this.nats.onReconcile(() => this.reconcile());
  }

  /** The messages being read per durable, so a consumer the broker lost can be started again. */
  private readonly reading = new Map<string, ConsumerMessages>();

  /**
   * A durable the broker no longer has (its stream was lost, or it was deleted) is noticed here: its
   * reading stops, and the consumer loop creates the durable again and goes on.
   */
  private async reconcile(): Promise<void> {
    if (this.stopped) return;
    const jsm = await this.nats.manager();
    for (const [durable, messages] of this.reading) {
      const exists = await jsm.consumers
        .info(this.nats.streamName, durable)
        .then(() => true)
        .catch(() => false);
      if (exists) continue;
      this.logger.warn(`Consumer ${durable} is gone from the broker; creating it again`);
      this.reading.delete(durable);
      await messages.close().catch(() => undefined);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.map((messages) => messages.close().catch(() => undefined)));
    await Promise.all(this.loops);
  }

  /** Events parked after their tries (metrics). */
  async deadLetters(): Promise<number> {
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM ${tableOf(this.dataSource, 'dead_letter')}`,
    );
    return count;
  }

  /**
   * What the broker holds for this service's consumers: messages not yet delivered or not yet acked
   * (`lag`), and the durables that do not exist (deleted, or the stream is gone).
   */
  async brokerState(): Promise<{ lag: number; missing: string[] }> {
    const jsm = await this.nats.manager();
    let lag = 0;
    const missing: string[] = [];
    for (const { name } of this.handlers.flatMap((handler) => this.durables(handler))) {
      const info = await jsm.consumers.info(this.nats.streamName, name).catch(() => null);
      if (info) lag += info.num_pending + info.num_ack_pending;
      else missing.push(name);
    }
    return { lag, missing };
  }

  /** Messages applied in one transaction (and read ahead of it) for this handler. */
  private batchSize(handler: EventHandler): number {
    return Math.max(1, Math.min(handler.batchSize ?? CONSUMER_BATCH, CONSUMER_BATCH));
  }

  /** The handler's plain durable (its subject) and the pack twin (`<prefix>pack.<subject>`). */
  private durables(handler: EventHandler): [Durable, Durable] {
    const name = `${this.serviceName}__${handler.eventType}`.replace(/[^A-Za-z0-9_-]/g, '_');
    const subject = handler.eventType.replace('*', '>');
    return [
      { name, filter: this.nats.subject(subject), inbox: name },
      { name: packDurable(name), filter: this.nats.subject(`${PACK_SUBJECT_ROOT}.${subject}`), inbox: name },
    ];
  }

  private async run(handler: EventHandler, { name: durable, filter, inbox }: Durable): Promise<void> {
    // One line when the consumer cannot run and one when it runs again, not one per retry.
    let failingSince: number | null = null;
    while (!this.stopped) {
      try {
        const jsm = await this.nats.manager();
        await jsm.consumers.info(this.nats.streamName, durable).catch(() =>
          jsm.consumers.add(this.nats.streamName, {
            durable_name: durable,
            ack_policy: AckPolicy.Explicit,
            deliver_policy: DeliverPolicy.All,
            filter_subject: filter,
            ack_wait: 30_000_000_000,
            max_deliver: -1,
          }),
        );
        const js = await this.nats.jetstream();
        const consumer = await js.consumers.get(this.nats.streamName, durable);
        const messages = await consumer.consume({ max_messages: this.batchSize(handler), expires: PULL_EXPIRES_MS });
        // Stopped while this was being set up (a shutdown right after start): nobody else would close it.
        if (this.stopped) {
          // Not awaited: a reading never iterated settles its close only when read.
          void messages.close().catch(() => undefined);
          return;
        }
        if (failingSince !== null) {
          this.logger.warn(`Consumer ${durable} runs again after ${((Date.now() - failingSince) / 1000).toFixed(1)} s`);
          failingSince = null;
        }
        this.running.push(messages);
        this.reading.set(durable, messages);
        await this.drainInBatches(handler, inbox, messages);
        if (this.reading.get(durable) === messages) this.reading.delete(durable);
        this.running.splice(this.running.indexOf(messages), 1);
      } catch (error) {
        if (this.stopped) return;
        if (failingSince === null) {
          failingSince = Date.now();
          this.logger.warn(`Consumer ${durable} cannot run (${(error as Error).message}); retrying every second`);
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /**
   * What has arrived is applied as one batch of up to `size` events (a pack counts its events); while
   * it is applied, the next one gathers. A batch smaller than `size` waits up to
   * EVENTS_BATCH_LINGER_MS for more first: a transaction per few events costs far more Node and
   * Postgres CPU per event (docs/adr/0013-group-commit-and-prepared-hot-statements.md). The reader stops taking messages while two batches wait, so nothing sits past its
   * ack wait.
   */
  private async drainInBatches(handler: EventHandler, durable: string, messages: ConsumerMessages): Promise<void> {
    const size = this.batchSize(handler);
    const linger = this.config.EVENTS_BATCH_LINGER_MS;
    const queue: JsMsg[] = [];
    let queued = 0;
    let wakeWorker: (() => void) | undefined;
    let wakeReader: (() => void) | undefined;
    let batchFull: (() => void) | undefined;
    let ended = false;
    const reader = (async () => {
      try {
        for await (const message of messages) {
          queue.push(message);
          queued += eventsIn(message);
          wakeWorker?.();
          if (queued >= size) batchFull?.();
          while (queued >= size * 2 && !this.stopped) await new Promise<void>((r) => (wakeReader = r));
        }
      } finally {
        ended = true;
        wakeWorker?.();
        batchFull?.();
      }
    })();
    while (!ended || queue.length > 0) {
      if (queue.length === 0) {
        await new Promise<void>((r) => (wakeWorker = r));
        wakeWorker = undefined;
        continue;
      }
      if (queued < size && linger > 0 && !ended && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, linger);
          batchFull = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        batchFull = undefined;
      }
      // Whole messages up to `size` events, and always at least one (a pack may hold more).
      let taken = 0;
      let events = 0;
      while (taken < queue.length && (taken === 0 || events + eventsIn(queue[taken]) <= size))
        events += eventsIn(queue[taken++]);
      const batch = queue.splice(0, taken);
      queued -= events;
      wakeReader?.();
      await this.handleBatch(handler, durable, batch);
    }
    await reader;
  }

  /**
   * The message's envelopes: one, or a pack's. An envelope that can never be valid is dropped and
   * logged rather than redelivered forever; a message with none valid is acknowledged as done (term).
   */
  private read(message: JsMsg): Delivery | null {
    const envelopes: EventEnvelope[] = [];
    const drop = (error: unknown) =>
      this.logger.error(`Dropping malformed event on ${message.subject}: ${(error as Error).message}`);
    try {
      const body: unknown = message.json();
      const packed = message.headers?.has(PACK_HEADER) ?? false;
      if (packed && !Array.isArray(body)) throw new Error('an event pack that is not a list');
      for (const raw of packed ? (body as unknown[]) : [body]) {
        try {
          envelopes.push(parseEnvelope(raw));
        } catch (error) {
          drop(error);
        }
      }
    } catch (error) {
      drop(error);
    }
    if (envelopes.length > 0) return { message, envelopes };
    message.term();
    return null;
  }

  private async handleBatch(handler: EventHandler, durable: string, messages: JsMsg[]): Promise<void> {
    const deliveries = messages.map((message) => this.read(message)).filter((d): d is Delivery => d !== null);
    if (deliveries.length === 0) return;
    try {
      await this.applyOnceReachable(handler, durable, deliveries);
      for (const { message } of deliveries) message.ack();
    } catch (error) {
      if (deliveries.length > 1) {
        // Find the bad one: each message alone, so the rest of the batch goes on.
        for (const delivery of deliveries) await this.handleOne(handler, durable, delivery);
      } else {
        await this.handleOne(handler, durable, deliveries[0], error as Error);
      }
    }
  }

  /**
   * One message; a pack that fails is tried event by event, so its good events are applied and only
   * the failing ones wait for the message's next delivery (and are parked after its last).
   * `failure`: the message already failed whole.
   */
  private async handleOne(handler: EventHandler, durable: string, delivery: Delivery, failure?: Error): Promise<void> {
    if (!failure) {
      try {
        await this.applyOnceReachable(handler, durable, [delivery]);
        delivery.message.ack();
        return;
      } catch (error) {
        failure = error as Error;
      }
    }
    if (delivery.envelopes.length === 1) return this.failed(durable, delivery, failure);
    const failing: EventEnvelope[] = [];
    for (const envelope of delivery.envelopes) {
      try {
        await this.applyOnceReachable(handler, durable, [{ message: delivery.message, envelopes: [envelope] }]);
      } catch (error) {
        failing.push(envelope);
        failure = error as Error;
      }
    }
    if (failing.length === 0) delivery.message.ack();
    else await this.failed(durable, { message: delivery.message, envelopes: failing }, failure);
  }

  /**
   * Applies the batch; while the database cannot be reached, waits for it and tries again. An outage
   * is not the events' fault: it must not use up their tries and park good events as poison.
   */
  private async applyOnceReachable(handler: EventHandler, durable: string, deliveries: Delivery[]): Promise<void> {
    for (;;) {
      try {
        await this.apply(handler, durable, deliveries);
        return;
      } catch (error) {
        if (this.stopped || !isDatabaseUnavailable(error)) throw error;
        await this.waitForDatabase(durable, deliveries, error as Error);
        if (this.stopped) throw error;
      }
    }
  }

  /**
   * Until the database answers again: one line when the wait starts and one when it ends, and the
   * held messages kept in progress at the broker so they are not redelivered meanwhile.
   */
  private async waitForDatabase(durable: string, deliveries: Delivery[], error: Error): Promise<void> {
    const started = Date.now();
    this.logger.warn(`Consumer ${durable} waits for the database (${error.message})`);
    let lastWorking = started;
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
      if (Date.now() - lastWorking >= IN_PROGRESS_EVERY_MS) {
        for (const { message } of deliveries) message.working();
        lastWorking = Date.now();
      }
      const reachable = await this.dataSource
        .query('SELECT 1')
        .then(() => true)
        .catch(() => false);
      if (reachable) break;
    }
    this.logger.warn(
      `Consumer ${durable} goes on: the database is back after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  /** One transaction: inbox rows for the batch, the handler on the events not seen before. */
  private async apply(handler: EventHandler, durable: string, deliveries: Delivery[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const inbox = tableOf(this.dataSource, 'inbox');
      const inserted = await hotQuery<{ event_id: string }>(
        manager,
        `INSERT INTO ${inbox} (event_id, consumer)
           SELECT DISTINCT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING RETURNING event_id`,
        [deliveries.flatMap((d) => d.envelopes.map((envelope) => envelope.id)), durable],
        this.config.DATABASE_PREPARE_STATEMENTS,
      );
      const fresh = new Set(inserted.map((row) => row.event_id));
      const events: EventEnvelope[] = [];
      for (const { envelopes } of deliveries) {
        for (const envelope of envelopes) if (fresh.delete(envelope.id)) events.push(envelope);
      }
      if (events.length === 0) return;
      if (handler.handleBatch) await handler.handleBatch(events, manager);
      else for (const event of events) await handler.handle(event, manager);
    });
  }

  /**
   * The message comes again later for its failing events (the others are in the inbox by then), or,
   * once it has had its tries, those events are parked with the error and the message is done.
   */
  private async failed(durable: string, { message, envelopes }: Delivery, error: Error): Promise<void> {
    const deliveries = message.info.deliveryCount;
    const types = [...new Set(envelopes.map((envelope) => envelope.type))].join(', ');
    if (deliveries < MAX_DELIVERIES) {
      this.logger.warn(`Handler for ${types} failed (${error.message}); try ${deliveries} of ${MAX_DELIVERIES}`);
      message.nak(RETRY_DELAY_MS * deliveries);
      return;
    }
    try {
      for (const envelope of envelopes) {
        await this.dataSource.query(
          `INSERT INTO ${tableOf(this.dataSource, 'dead_letter')} (event_id, consumer, subject, envelope, error, deliveries)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id, consumer) DO UPDATE SET error = EXCLUDED.error,
             deliveries = EXCLUDED.deliveries, parked_at = now()`,
          [envelope.id, durable, message.subject, envelope, error.message.slice(0, 2000), deliveries],
        );
        this.logger.error(
          `Parked ${envelope.type} ${envelope.id} for ${durable} after ${deliveries} tries: ${error.message}`,
        );
      }
      message.term();
    } catch (parkError) {
      this.logger.warn(`Could not park ${types} (${(parkError as Error).message}); will retry`);
      message.nak(RETRY_DELAY_MS * MAX_DELIVERIES);
    }
  }
}
