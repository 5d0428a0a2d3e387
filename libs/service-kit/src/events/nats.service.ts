import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { EVENT_SUBJECT_ROOTS } from '@takehome/contracts';
import type { BaseConfig } from '../config.js';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens.js';

const TWO_MINUTES_NS = 2 * 60 * 1_000_000_000;

/**
 * The service's NATS connection. It connects in the background and keeps reconnecting, so a
 * service starts and serves while NATS is down; events wait in the outbox until it is back.
 */
@Injectable()
export class NatsService implements OnModuleDestroy {
  private readonly logger = new Logger('Nats');
  private connection?: NatsConnection;
  private readonly connected: Promise<NatsConnection>;
  private closing = false;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
  ) {
    this.connected = this.connectWithRetry();
    this.connected.catch(() => undefined);
  }

  /** Subject for an event type: `<prefix>calculation.recorded`, `<prefix>funnel.page_view`. */
  subject(type: string): string {
    return `${this.config.NATS_SUBJECT_PREFIX}${type}`;
  }

  get streamName(): string {
    return this.config.NATS_STREAM;
  }

  isUp(): boolean {
    return !!this.connection && !this.connection.isClosed() && this.connection.info !== undefined && this.reachable;
  }

  private reachable = false;

  async ready(): Promise<NatsConnection> {
    return this.connected;
  }

  async jetstream(): Promise<JetStreamClient> {
    return jetstream(await this.ready());
  }

  async manager(): Promise<JetStreamManager> {
    return jetstreamManager(await this.ready());
  }

  private async connectWithRetry(): Promise<NatsConnection> {
    for (let attempt = 0; !this.closing; attempt++) {
      try {
        const nc = await connect({
          servers: this.config.NATS_URL.split(','),
          name: this.serviceName,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          waitOnFirstConnect: false,
        });
        this.connection = nc;
        this.reachable = true;
        void this.watch(nc);
        await this.ensureStream(nc);
        return nc;
      } catch (error) {
        if (attempt % 20 === 0) this.logger.warn(`NATS not reachable (${(error as Error).message}); retrying`);
        await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** attempt, 2000)));
      }
    }
    throw new Error('NATS connection closed');
  }

  private async watch(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') this.reachable = false;
      if (status.type === 'reconnect') this.reachable = true;
    }
  }

  /** One stream holds every TakeHome event subject; JetStream de-duplicates by message id. */
  private async ensureStream(nc: NatsConnection): Promise<void> {
    const jsm = await jetstreamManager(nc);
    const subjects = EVENT_SUBJECT_ROOTS.map((root) => this.subject(`${root}.>`));
    try {
      await jsm.streams.info(this.streamName);
    } catch {
      try {
        await jsm.streams.add({ name: this.streamName, subjects, duplicate_window: TWO_MINUTES_NS });
      } catch (error) {
        // Another service may have created it a moment earlier.
        await jsm.streams.info(this.streamName).catch(() => {
          throw error;
        });
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    if (this.connection && !this.connection.isClosed()) await this.connection.drain().catch(() => undefined);
  }
}
