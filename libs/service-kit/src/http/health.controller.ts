import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/guards.js';
import { ConsumerRunner } from '../events/consumer-runner.js';
import { NatsService } from '../events/nats.service.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { DatabaseProbe, type DatabaseState } from './database-probe.js';
import { Metrics } from './metrics.js';
import { ShutdownState } from './shutdown.js';

/** A readiness figure that does not arrive in time counts as unknown. */
const CHECK_TIMEOUT_MS = 1_500;
/** A database answering late is "slow" (not "down") while it answered within this long. */
const DATABASE_GRACE_MS = 5_000;
/** Events waiting longer than this to be published make the service "degraded". */
const DELAYED_AFTER_SECONDS = 30;

function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref?.()),
  ]);
}

export type Readiness = 'up' | 'degraded' | 'down';

export interface ReadinessReport {
  /** up: all is well; degraded: requests work but events are delayed or the database is slow; down: requests fail. */
  status: Readiness;
  database: DatabaseState;
  /** up: connected, stream and consumers present; down: not connected; degraded: stream or consumers missing. */
  broker: Readiness;
  /** Whether the stream exists (null while the broker cannot be asked). */
  stream: 'present' | 'missing' | null;
  consumersMissing: string[];
  consumerLag: number | null;
  outboxPending: number | null;
  oldestPendingAgeSeconds: number | null;
}

@Controller()
@Public()
export class HealthController {
  private readonly database: DatabaseProbe;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly nats: NatsService,
    private readonly relay: OutboxRelay,
    private readonly consumers: ConsumerRunner,
    private readonly metrics: Metrics,
    private readonly shutdown: ShutdownState,
  ) {
    this.database = new DatabaseProbe(() => dataSource.query('SELECT 1'), {
      timeoutMs: CHECK_TIMEOUT_MS,
      graceMs: DATABASE_GRACE_MS,
    });
  }

  /** The process answers (for a restart policy: only a dead process fails this). */
  @Get('health/live')
  live() {
    return { status: 'up' };
  }

  /**
   * Whether it can do its job: 200 when up or degraded (writes work), 503 when down, and 503 as soon
   * as it is stopping (balancers take it out of rotation while it finishes what it has).
   */
  @Get(['health', 'health/ready'])
  async ready(@Res() res: FastifyReply): Promise<void> {
    if (this.shutdown.draining) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE).send({ status: 'down', draining: true });
      return;
    }
    const report = await this.readiness();
    res.status(report.status === 'down' ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.OK).send(report);
  }

  @Get('metrics')
  async prometheus(@Res() res: FastifyReply): Promise<void> {
    const report = await this.readiness();
    this.metrics.outboxPending.set(report.outboxPending ?? -1);
    this.metrics.outboxOldestAge.set(report.oldestPendingAgeSeconds ?? -1);
    this.metrics.consumerLag.set(report.consumerLag ?? -1);
    this.metrics.deadLetters.set(await this.consumers.deadLetters().catch(() => -1));
    res.type(this.metrics.registry.contentType).send(await this.metrics.registry.metrics());
  }

  private async readiness(): Promise<ReadinessReport> {
    const [database, backlog, broker] = await Promise.all([
      this.database.check(),
      within(this.relay.backlog()).catch(() => null),
      this.brokerState(),
    ]);
    const delayed = (backlog?.oldestAgeSeconds ?? 0) > DELAYED_AFTER_SECONDS;
    const status: Readiness =
      database === 'down' ? 'down' : database === 'slow' || broker.status !== 'up' || delayed ? 'degraded' : 'up';
    return {
      status,
      database,
      broker: broker.status,
      stream: broker.stream,
      consumersMissing: broker.missing,
      consumerLag: broker.lag,
      outboxPending: backlog?.pending ?? null,
      oldestPendingAgeSeconds: backlog?.oldestAgeSeconds ?? null,
    };
  }

  private async brokerState(): Promise<{
    status: Readiness;
    stream: ReadinessReport['stream'];
    missing: string[];
    lag: number | null;
  }> {
    if (!this.nats.isUp()) return { status: 'down', stream: null, missing: [], lag: null };
    try {
      if (!(await within(this.nats.streamPresent())))
        return { status: 'degraded', stream: 'missing', missing: [], lag: null };
      const { lag, missing } = await within(this.consumers.brokerState());
      return { status: missing.length ? 'degraded' : 'up', stream: 'present', missing, lag };
    } catch {
      return { status: 'degraded', stream: null, missing: [], lag: null };
    }
  }
}
