import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { parseEnvelope } from '@takehome/contracts';
import { SERVICE_NAME } from '../tokens.js';
import { tableOf } from '../database/schema-of.js';
import { EVENT_HANDLERS, type EventHandler } from './event-handler.js';
import { NatsService } from './nats.service.js';

/**
 * Runs one durable pull consumer per handler with explicit ack. Each message is handled in a
 * transaction that first inserts (event id, consumer) into the inbox: a redelivery finds the row
 * and is acked without running the handler again.
 */
@Injectable()
export class ConsumerRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Consumers');
  private readonly running: ConsumerMessages[] = [];
  private stopped = false;

  constructor(
    @Inject(EVENT_HANDLERS) private readonly handlers: EventHandler[],
    @Inject(SERVICE_NAME) private readonly serviceName: string,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nats: NatsService,
  ) {}

  onApplicationBootstrap(): void {
    for (const handler of this.handlers) void this.run(handler);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.map((messages) => messages.close().catch(() => undefined)));
  }

  private durableName(handler: EventHandler): string {
    return `${this.serviceName}__${handler.eventType}`.replace(/[^A-Za-z0-9_-]/g, '_');
  }

  private async run(handler: EventHandler): Promise<void> {
    const durable = this.durableName(handler);
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
        const messages = await consumer.consume({ max_messages: 100 });
        this.running.push(messages);
        for await (const message of messages) {
          await this.handle(handler, durable, message);
        }
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`Consumer ${durable} stopped (${(error as Error).message}); restarting`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private async handle(handler: EventHandler, durable: string, message: JsMsg): Promise<void> {
    let envelope;
    try {
      envelope = parseEnvelope(message.json());
    } catch (error) {
      // A message that can never be valid is acknowledged (and logged) rather than redelivered forever.
      this.logger.error(`Dropping malformed event on ${message.subject}: ${(error as Error).message}`);
      message.term();
      return;
    }
    try {
      await this.dataSource.transaction(async (manager) => {
        const inbox = tableOf(this.dataSource, 'inbox');
        const inserted: unknown[] = await manager.query(
          `INSERT INTO ${inbox} (event_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
          [envelope.id, durable],
        );
        if (inserted.length === 0) return;
        await handler.handle(envelope, manager);
      });
      message.ack();
    } catch (error) {
      this.logger.warn(`Handler for ${envelope.type} failed (${(error as Error).message}); will retry`);
      message.nak(1000);
    }
  }
}
