import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
  type StreamInfo,
} from '@nats-io/jetstream';
import { EVENT_SUBJECT_ROOTS } from '@takehome/contracts';
import type { BaseConfig } from '../config.js';
import { AckedPublisher } from './acked-publisher.js';
import { PackRoutes, type DurableState } from './event-packs.js';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens.js';

const TWO_MINUTES_NS = 2 * 60 * 1_000_000_000;
const API_TIMEOUT_MS = 2_000;
const HOUR_NS = 60 * 60 * 1_000_000_000;

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
  private reconcileTimer?: NodeJS.Timeout;
  private readonly reconcilers: Array<() => Promise<void>> = [];

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

  /** What every subject of this service starts with (NATS_SUBJECT_PREFIX; tests isolate runs with it). */
  get subjectPrefix(): string {
    return this.config.NATS_SUBJECT_PREFIX;
  }

  private routes = PackRoutes.none;

  /**
   * Which subjects the relay publishes as event packs (event-packs.ts), as the stream's durables were
   * at the last reconcile: none until then.
   */
  get packRoutes(): PackRoutes {
    return this.routes;
  }

  private async readPackRoutes(): Promise<void> {
    const jsm = await this.manager();
    const durables: DurableState[] = [];
    for await (const info of jsm.consumers.list(this.streamName)) {
      if (info.config.durable_name)
        durables.push({
          name: info.config.durable_name,
          filter: info.config.filter_subject ?? '',
          waiting: info.num_waiting,
        });
    }
    this.routes = new PackRoutes(durables, this.config.NATS_SUBJECT_PREFIX);
  }

  isUp(): boolean {
    return !!this.connection && !this.connection.isClosed() && this.connection.info !== undefined && this.reachable;
  }

  private reachable = false;

  /** Whether the stream exists on the broker now (it is lost with the broker's store). */
  async streamPresent(): Promise<boolean> {
    const jsm = await this.manager();
    return jsm.streams
      .info(this.streamName)
      .then(() => true)
      .catch(() => false);
  }

  async ready(): Promise<NatsConnection> {
    return this.connected;
  }

  async jetstream(): Promise<JetStreamClient> {
    return jetstream(await this.ready());
  }

  private ackedPublisher?: AckedPublisher;

  /** The connection's publisher with many acks in flight (the outbox relay's). */
  async publisher(): Promise<AckedPublisher> {
    const nc = await this.ready();
    this.ackedPublisher ??= new AckedPublisher(nc);
    return this.ackedPublisher;
  }

  /** Broker API calls give up after API_TIMEOUT_MS: a request lost with a dead connection must not hold a check for long. */
  async manager(): Promise<JetStreamManager> {
    return jetstreamManager(await this.ready(), { timeout: API_TIMEOUT_MS });
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
          // No Error object (with its stack) made up front for every request and publish in case it
          // fails: two per publish showed in svc-calc's profile under saves.
          noAsyncTraces: true,
        });
        this.connection = nc;
        this.reachable = true;
        void this.watch(nc);
        await this.ensureStream(nc);
        this.reconcileTimer = setInterval(() => void this.reconcile(), this.config.NATS_RECONCILE_MS);
        this.reconcileTimer.unref();
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
      if (status.type === 'reconnect') {
        this.reachable = true;
        this.justReconnected = true;
        // A broker that came back may have come back without its store.
        void this.reconcile();
      }
    }
  }

  /** Called on every reconcile, after the stream is known to exist (consumers check theirs). */
  onReconcile(reconciler: () => Promise<void>): void {
    this.reconcilers.push(reconciler);
  }

  private readonly recoveryListeners: Array<() => void> = [];
  private readonly streamListeners: Array<(created: string) => Promise<void>> = [];
  private knownStreamCreated: string | null = null;

  /**
   * The creation time of the stream as the broker last reported it: it names one incarnation of the
   * stream. A stream lost with the broker's store and created again has another.
   */
  get streamCreated(): string | null {
    return this.knownStreamCreated;
  }

  /**
   * Called with the stream's creation time when this process first sees the stream and whenever it
   * changes afterwards (the stream was lost and created again, by this service or another).
   */
  onStreamIncarnation(listener: (created: string) => Promise<void>): void {
    this.streamListeners.push(listener);
    if (this.knownStreamCreated) void this.tell(listener, this.knownStreamCreated);
  }

  private async tell(listener: (created: string) => Promise<void>, created: string): Promise<void> {
    await listener(created).catch((error: Error) =>
      this.logger.warn(`Could not act on the stream's new incarnation (${error.message})`),
    );
  }

  private async noteStream(created: string): Promise<void> {
    if (created === this.knownStreamCreated) return;
    this.knownStreamCreated = created;
    for (const listener of this.streamListeners) await this.tell(listener, created);
  }

  /** Called when the broker is usable again: reconnected, or its lost stream created again. */
  onRecovered(listener: () => void): void {
    this.recoveryListeners.push(listener);
  }

  private recovered(): void {
    for (const listener of this.recoveryListeners) listener();
  }

  private reconciling = false;
  private reconcileAgain = false;
  private justReconnected = false;

  /** The broker's state is checked, not assumed: a lost stream is created again, then consumers check theirs. */
  private async reconcile(): Promise<void> {
    const nc = this.connection;
    if (!nc || nc.isClosed() || !this.reachable || this.closing) return;
    if (this.reconciling) {
      // E.g. a reconnect during a check whose requests went out on the dead connection: check again after it.
      this.reconcileAgain = true;
      return;
    }
    this.reconciling = true;
    try {
      const created = await this.ensureStream(nc);
      if (created)
        this.logger.warn(`Stream ${this.streamName} was missing (the broker lost its store?); created it again`);
      for (const reconciler of this.reconcilers) await reconciler();
      await this.readPackRoutes();
      if (created || this.justReconnected) this.recovered();
      this.justReconnected = false;
    } catch (error) {
      this.logger.warn(`Could not check the broker's stream and consumers (${(error as Error).message})`);
    } finally {
      this.reconciling = false;
      if (this.reconcileAgain) {
        this.reconcileAgain = false;
        void this.reconcile();
      }
    }
  }

  /**
   * One stream holds every TakeHome event subject; JetStream de-duplicates by message id. True when it
   * had to be created. Either way its incarnation is noted (and listeners told when it changed).
   */
  private async ensureStream(nc: NatsConnection): Promise<boolean> {
    const jsm = await jetstreamManager(nc, { timeout: API_TIMEOUT_MS });
    const subjects = EVENT_SUBJECT_ROOTS.map((root) => this.subject(`${root}.>`));
    const limits = {
      max_age: this.config.NATS_STREAM_MAX_AGE_HOURS * HOUR_NS,
      max_bytes: this.config.NATS_STREAM_MAX_BYTES,
    };
    let created = false;
    let info: StreamInfo;
    try {
      info = await jsm.streams.info(this.streamName);
    } catch {
      try {
        info = await jsm.streams.add({
          name: this.streamName,
          subjects,
          duplicate_window: TWO_MINUTES_NS,
          // Copies kept by a clustered JetStream (3 on Kubernetes, infra/k8s); a lone server has 1.
          num_replicas: this.config.NATS_STREAM_REPLICAS,
          ...limits,
        });
        created = true;
      } catch (error) {
        // Another service may have created it a moment earlier.
        info = await jsm.streams.info(this.streamName).catch(() => {
          throw error;
        });
      }
    }
    // Limits come from config: a changed setting is applied to the stream as it is. Subjects come from
    // the contracts: a root a newer build added (e.g. funnel_batch) is added, and none is ever taken
    // away, so a build that does not know a root yet leaves it there.
    const missing = subjects.filter((subject) => !(info.config.subjects ?? []).includes(subject));
    if (info.config.max_age !== limits.max_age || info.config.max_bytes !== limits.max_bytes || missing.length) {
      const current = info;
      const update = { ...current.config, ...limits, subjects: [...(current.config.subjects ?? []), ...missing] };
      info = await jsm.streams.update(this.streamName, update).catch((error: Error) => {
        this.logger.warn(`Could not apply the stream's limits and subjects (${error.message})`);
        return current;
      });
    }
    await this.noteStream(info.created);
    return created;
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearInterval(this.reconcileTimer);
    if (this.connection && !this.connection.isClosed()) await this.connection.drain().catch(() => undefined);
  }
}
