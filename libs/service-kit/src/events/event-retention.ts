import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BaseConfig } from '../config.js';
import { tableOf } from '../database/schema-of.js';
import { SERVICE_CONFIG } from '../tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the outbox and inbox from growing forever: outbox rows that were published, and inbox rows,
 * older than EVENTS_RETENTION_DAYS are deleted once an hour. An unpublished outbox row is never
 * deleted, whatever its age; an inbox row is kept long past JetStream's de-duplication window, so a
 * redelivery still finds it. An outbox row's age counts from its creation, which precedes every
 * handling of it, so an event the relay may still replay (OutboxRelay.replayLost) is always still
 * in the inbox of each consumer that applied it.
 *
 * Each pass then vacuums (and analyzes) both tables. They are queues: every event's outbox row is
 * written and then marked sent, every inbox row deleted in the end, so their dead rows and index
 * entries come at the rate of the events. Autovacuum reaches them late (by default after a fifth of
 * the table has changed) and never where it is off; there nothing else takes them away, and the
 * outbox's pending index and its table only grow. An
 * hourly VACUUM reads only the pages changed since the last one (the visibility map skips the rest),
 * does not block writes, and skips a table another replica is vacuuming at that moment.
 */
@Injectable()
export class EventRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EventRetention');
  private timer?: NodeJS.Timeout;
  private readonly days: number;

  constructor(
    @Inject(SERVICE_CONFIG) config: BaseConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.days = config.EVENTS_RETENTION_DAYS ?? 7;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.prune().catch((error) => this.logger.warn(`Pruning failed: ${(error as Error).message}`));
    }, HOUR_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /**
   * Deletes what is delivered and older than the window, then vacuums both tables; returns how many
   * rows of each went.
   */
  async prune(now = new Date()): Promise<{ outbox: number; inbox: number }> {
    const cutoff = new Date(now.getTime() - this.days * 24 * HOUR_MS);
    const outboxTable = tableOf(this.dataSource, 'outbox');
    const inboxTable = tableOf(this.dataSource, 'inbox');
    const [, outbox] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM ${outboxTable} WHERE sent_at IS NOT NULL AND created_at < $1`,
      [cutoff],
    );
    const [, inbox] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM ${inboxTable} WHERE handled_at < $1`,
      [cutoff],
    );
    // Outside a transaction (the data source's own connection, autocommit), as VACUUM must run.
    await this.dataSource.query(`VACUUM (SKIP_LOCKED, ANALYZE) ${outboxTable}, ${inboxTable}`);
    return { outbox: Number(outbox), inbox: Number(inbox) };
  }
}
