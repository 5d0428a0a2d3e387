import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import type { AnalyticsConfig } from '../config.js';
import { RawEventPartitionsRepository } from './raw-event-partitions.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Partitions exist this many days ahead, so a day's events never wait for theirs. */
const DAYS_AHEAD = 2;
const PARTITION_NAME = /^events_(\d{4})(\d{2})(\d{2})$/;

const dayName = (day: Date) => `events_${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * Keeps the raw `events` table in daily partitions: today's and the next days' are made
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
    private readonly partitionTables: RawEventPartitionsRepository,
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
    const today = startOfUtcDay(now);
    const existing = new Set(await this.partitions());
    const created: string[] = [];
    for (let offset = 0; offset <= DAYS_AHEAD; offset += 1) {
      const from = new Date(today.getTime() + offset * DAY_MS);
      const name = dayName(from);
      if (existing.has(name)) continue;
      await this.partitionTables.create(name, from, new Date(from.getTime() + DAY_MS));
      created.push(name);
    }

    const cutoff = new Date(today.getTime() - this.config.RAW_EVENTS_RETENTION_DAYS * DAY_MS);
    const dropped: string[] = [];
    for (const name of existing) {
      const [, y, m, d] = PARTITION_NAME.exec(name) ?? [];
      if (!y) continue;
      const dayEnd = Date.UTC(Number(y), Number(m) - 1, Number(d)) + DAY_MS;
      if (dayEnd > cutoff.getTime()) continue;
      await this.partitionTables.drop(name);
      dropped.push(name);
    }
    const deletedFromDefault = await this.partitionTables.deleteFromDefaultBefore(cutoff);
    if (dropped.length) this.logger.log(`Dropped raw events older than the retention: ${dropped.join(', ')}`);
    return { created, dropped, deletedFromDefault };
  }

  /** The daily partitions there are now. */
  async partitions(): Promise<string[]> {
    return (await this.partitionTables.names()).filter((name) => PARTITION_NAME.test(name)).sort();
  }
}
