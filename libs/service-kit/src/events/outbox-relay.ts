import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { DataSource, IsNull } from 'typeorm';
import { NatsService } from './nats.service.js';
import { tableOf } from '../database/schema-of.js';
import { OutboxRecord } from './outbox.entity.js';
import { OutboxService } from './outbox.service.js';

const POLL_MS = 500;
const BATCH = 100;
const MAX_BACKOFF_MS = 30_000;

/**
 * Publishes outbox rows to JetStream with `Nats-Msg-Id` = event id (so a re-publish after a
 * crash is de-duplicated), marks them sent, and backs off per row while NATS is unreachable.
 * Rows are claimed with SKIP LOCKED so several replicas never publish the same row at once.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;
  private unsubscribe?: () => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nats: NatsService,
    outbox: OutboxService,
  ) {
    this.unsubscribe = outbox.onEmit(() => this.kick());
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Number of events not yet published (health and metrics). */
  async pending(): Promise<number> {
    return this.dataSource.getRepository(OutboxRecord).count({ where: { sentAt: IsNull() } });
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.drain()
      .catch((error) => this.logger.warn(`Relay pass failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = false;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    if (!this.nats.isUp()) return;
    const js = await this.nats.jetstream();
    const outbox = tableOf(this.dataSource, 'outbox');
    let published: number;
    do {
      published = await this.dataSource.transaction(async (manager) => {
        const rows: Array<{ id: string; subject: string; envelope: unknown; attempts: number }> = await manager.query(
          `SELECT id, subject, envelope, attempts FROM ${outbox}
            WHERE sent_at IS NULL AND next_attempt_at <= now()
            ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        let sent = 0;
        for (const row of rows) {
          try {
            const h = natsHeaders();
            h.set('Nats-Msg-Id', row.id);
            await js.publish(row.subject, JSON.stringify(row.envelope), { msgID: row.id, headers: h, timeout: 2000 });
            await manager.query(`UPDATE ${outbox} SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
            sent++;
          } catch (error) {
            const backoff = Math.min(250 * 2 ** row.attempts, MAX_BACKOFF_MS);
            await manager.query(
              `UPDATE ${outbox} SET attempts = attempts + 1, last_error = $2,
                 next_attempt_at = now() + ($3 || ' milliseconds')::interval WHERE id = $1`,
              [row.id, (error as Error).message.slice(0, 500), String(backoff)],
            );
            break;
          }
        }
        return rows.length === BATCH && sent === rows.length ? sent : 0;
      });
    } while (published > 0 && !this.stopped);
  }
}
