import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG, schemaOf } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import type { AnalyticsConfig } from '../config.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Partitions exist this many days ahead, so a day's events never wait for theirs. */
const DAYS_AHEAD = 2;
const PARTITION_NAME = /^events_(\d{4})(\d{2})(\d{2})$/;

const dayName = (day: Date) => `events_${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * Keeps the raw `events` table in daily partitions (issue 11): today's and the next days' are made
 * ahead (rows of that day already in `events_default` move into it), and the days older than
 * RAW_EVENTS_RETENTION_DAYS are dropped whole; older rows in `events_default` are deleted. The
 * rollups keep the figures, so nothing shown is lost. At start and then hourly.
 */
@Injectable()
export class RawEventPartitions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RawEventPartitions');
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AnalyticsConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.maintain().catch((error: Error) => this.logger.warn(`Partition upkeep failed: ${error.message}`));
    this.timer = setInterval(() => {
      this.maintain().catch((error: Error) => this.logger.warn(`Partition upkeep failed: ${error.message}`));
    }, HOUR_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Makes the coming days' partitions and drops the expired ones; returns what it did. */
  async maintain(now = new Date()): Promise<{ created: string[]; dropped: string[]; deletedFromDefault: number }> {
    const s = schemaOf(this.dataSource);
    const today = startOfUtcDay(now);
    const existing = new Set(await this.partitions());
    const created: string[] = [];
    for (let offset = 0; offset <= DAYS_AHEAD; offset += 1) {
      const from = new Date(today.getTime() + offset * DAY_MS);
      const name = dayName(from);
      if (existing.has(name)) continue;
      await this.createDay(s, name, from, new Date(from.getTime() + DAY_MS));
      created.push(name);
    }

    const cutoff = new Date(today.getTime() - this.config.RAW_EVENTS_RETENTION_DAYS * DAY_MS);
    const dropped: string[] = [];
    for (const name of existing) {
      const [, y, m, d] = PARTITION_NAME.exec(name) ?? [];
      if (!y) continue;
      const dayEnd = Date.UTC(Number(y), Number(m) - 1, Number(d)) + DAY_MS;
      if (dayEnd > cutoff.getTime()) continue;
      await this.dataSource.query(`DROP TABLE "${s}"."${name}"`);
      dropped.push(name);
    }
    const [, deletedFromDefault] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM "${s}"."events_default" WHERE occurred_at < $1`,
      [cutoff],
    );
    if (dropped.length) this.logger.log(`Dropped raw events older than the retention: ${dropped.join(', ')}`);
    return { created, dropped, deletedFromDefault: Number(deletedFromDefault) };
  }

  /** The daily partitions there are now. */
  async partitions(): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.dataSource.query(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent
         JOIN pg_namespace n ON n.oid = p.relnamespace
        WHERE n.nspname = $1 AND p.relname = 'events'`,
      [schemaOf(this.dataSource)],
    );
    return rows
      .map((row) => row.name)
      .filter((name) => PARTITION_NAME.test(name))
      .sort();
  }

  /** One day's partition; that day's rows already in the default partition move into it first. */
  private async createDay(s: string, name: string, from: Date, to: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`CREATE TABLE "${s}"."${name}" (LIKE "${s}"."events" INCLUDING DEFAULTS)`);
      await manager.query(
        `WITH moved AS (DELETE FROM "${s}"."events_default" WHERE occurred_at >= $1 AND occurred_at < $2 RETURNING *)
         INSERT INTO "${s}"."${name}" SELECT * FROM moved`,
        [from, to],
      );
      await manager.query(
        `ALTER TABLE "${s}"."events" ATTACH PARTITION "${s}"."${name}"
           FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
      );
    });
  }
}
