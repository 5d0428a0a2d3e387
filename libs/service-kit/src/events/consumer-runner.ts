import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { parseEnvelope, type EventEnvelope } from '@takehome/contracts';
import type { BaseConfig } from '../config.js';
import { isDatabaseUnavailable } from '../http/errors.js';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens.js';
import { tableOf } from '../database/schema-of.js';
import { EVENT_HANDLERS, type EventHandler } from './event-handler.js';
import { NatsService } from './nats.service.js';

/** Messages fetched and applied in one transaction. */
export const CONSUMER_BATCH = 500;
/** Deliveries of one message before it is parked in the dead-letter table. */
export const MAX_DELIVERIES = 5;
const RETRY_DELAY_MS = 500;
/** While the database is away, it is tried this often. */
const DATABASE_RETRY_MS = 500;
/** Held messages are reported in progress this often (well inside the 30 s ack wait). */
const IN_PROGRESS_EVERY_MS = 10_000;

interface Delivery {
  message: JsMsg;
  envelope: EventEnvelope;
}

/**
 * Runs one durable pull consumer per handler with explicit ack, a batch at a time: the batch's
 * event ids go into the inbox in one statement (ON CONFLICT DO NOTHING), the handler applies only
 * the new ones, the transaction commits, then every message is acked. A redelivery finds its inbox
 * row and changes nothing. When a batch fails, its messages are tried one by one so the good ones go
 * on; one that keeps failing is parked in `dead_letter` with its error after MAX_DELIVERIES.
 * Replicas share the durable consumer, so each message goes to one of them.
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
    for (const handler of this.handlers) this.loops.push(this.run(handler));
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
    for (const handler of this.handlers) {
      const durable = this.durableName(handler);
      const info = await jsm.consumers.info(this.nats.streamName, durable).catch(() => null);
      if (info) lag += info.num_pending + info.num_ack_pending;
      else missing.push(durable);
    }
    return { lag, missing };
  }

  /** Messages applied in one transaction (and read ahead of it) for this handler. */
  private batchSize(handler: EventHandler): number {
    return Math.max(1, Math.min(handler.batchSize ?? CONSUMER_BATCH, CONSUMER_BATCH));
  }

  private durableName(handler: EventHandler): string {
    return `${this.serviceName}__${handler.eventType}`.replace(/[^A-Za-z0-9_-]/g, '_');
  }

  private async run(handler: EventHandler): Promise<void> {
    const durable = this.durableName(handler);
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
            filter_subject: this.nats.subject(handler.eventType.replace('*', '>')),
            ack_wait: 30_000_000_000,
            max_deliver: -1,
          }),
        );
        const js = await this.nats.jetstream();
        const consumer = await js.consumers.get(this.nats.streamName, durable);
        const messages = await consumer.consume({ max_messages: this.batchSize(handler) });
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
        await this.drainInBatches(handler, durable, messages);
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
   * What has arrived is applied as one batch; while it is applied, the next one gathers. A batch
   * smaller than `size` waits up to EVENTS_BATCH_LINGER_MS for more first (issue 11: at 1,150 saves/s
   * svc-analytics applied batches of a few events, a transaction each, and spent ~490 µs of Node and
   * Postgres CPU per saved calculation). The reader stops taking messages while two batches wait, so
   * nothing sits past its ack wait.
   */
  private async drainInBatches(handler: EventHandler, durable: string, messages: ConsumerMessages): Promise<void> {
    const size = this.batchSize(handler);
    const linger = this.config.EVENTS_BATCH_LINGER_MS;
    const queue: JsMsg[] = [];
    let wakeWorker: (() => void) | undefined;
    let wakeReader: (() => void) | undefined;
    let batchFull: (() => void) | undefined;
    let ended = false;
    const reader = (async () => {
      try {
        for await (const message of messages) {
          queue.push(message);
          wakeWorker?.();
          if (queue.length >= size) batchFull?.();
          while (queue.length >= size * 2 && !this.stopped) await new Promise<void>((r) => (wakeReader = r));
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
      if (queue.length < size && linger > 0 && !ended && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, linger);
          batchFull = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        batchFull = undefined;
      }
      const batch = queue.splice(0, size);
      wakeReader?.();
      await this.handleBatch(handler, durable, batch);
    }
    await reader;
  }

  private async handleBatch(handler: EventHandler, durable: string, messages: JsMsg[]): Promise<void> {
    const deliveries: Delivery[] = [];
    for (const message of messages) {
      try {
        deliveries.push({ message, envelope: parseEnvelope(message.json()) });
      } catch (error) {
        // A message that can never be valid is acknowledged (and logged) rather than redelivered forever.
        this.logger.error(`Dropping malformed event on ${message.subject}: ${(error as Error).message}`);
        message.term();
      }
    }
    if (deliveries.length === 0) return;
    try {
      await this.applyOnceReachable(handler, durable, deliveries);
      for (const { message } of deliveries) message.ack();
    } catch (error) {
      if (deliveries.length > 1) {
        // Find the bad one: each message alone, so the rest of the batch goes on.
        for (const delivery of deliveries) await this.handleOne(handler, durable, delivery);
      } else {
        await this.failed(durable, deliveries[0], error as Error);
      }
    }
  }

  private async handleOne(handler: EventHandler, durable: string, delivery: Delivery): Promise<void> {
    try {
      await this.applyOnceReachable(handler, durable, [delivery]);
      delivery.message.ack();
    } catch (error) {
      await this.failed(durable, delivery, error as Error);
    }
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
      const inserted: Array<{ event_id: string }> = await manager.query(
        `INSERT INTO ${inbox} (event_id, consumer)
           SELECT DISTINCT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING RETURNING event_id`,
        [deliveries.map((d) => d.envelope.id), durable],
      );
      const fresh = new Set(inserted.map((row) => row.event_id));
      const events: EventEnvelope[] = [];
      for (const { envelope } of deliveries) {
        if (fresh.delete(envelope.id)) events.push(envelope);
      }
      if (events.length === 0) return;
      if (handler.handleBatch) await handler.handleBatch(events, manager);
      else for (const event of events) await handler.handle(event, manager);
    });
  }

  /** Retried later, or parked with its error once it has had its tries. */
  private async failed(durable: string, { message, envelope }: Delivery, error: Error): Promise<void> {
    const deliveries = message.info.deliveryCount;
    if (deliveries < MAX_DELIVERIES) {
      this.logger.warn(
        `Handler for ${envelope.type} failed (${error.message}); try ${deliveries} of ${MAX_DELIVERIES}`,
      );
      message.nak(RETRY_DELAY_MS * deliveries);
      return;
    }
    try {
      await this.dataSource.query(
        `INSERT INTO ${tableOf(this.dataSource, 'dead_letter')} (event_id, consumer, subject, envelope, error, deliveries)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id, consumer) DO UPDATE SET error = EXCLUDED.error,
           deliveries = EXCLUDED.deliveries, parked_at = now()`,
        [envelope.id, durable, message.subject, envelope, error.message.slice(0, 2000), deliveries],
      );
      this.logger.error(
        `Parked ${envelope.type} ${envelope.id} for ${durable} after ${deliveries} tries: ${error.message}`,
      );
      message.term();
    } catch (parkError) {
      this.logger.warn(`Could not park ${envelope.id} (${(parkError as Error).message}); will retry`);
      message.nak(RETRY_DELAY_MS * MAX_DELIVERIES);
    }
  }
}
