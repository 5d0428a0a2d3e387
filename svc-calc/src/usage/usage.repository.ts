import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USAGE_WINDOW_MS } from '@takehome/contracts';
import { tableOf } from '@takehome/service-kit';
import { DataSource, In, type EntityManager } from 'typeorm';
import { UsageEvent } from './usage-event.entity.js';
import { UsageWindow } from './usage-window.entity.js';

export type OpenWindow = Pick<UsageWindow, 'windowStart' | 'used'>;

/** What one counted calculation stores. */
export type NewUsageEvent = Pick<UsageEvent, 'userId' | 'sessionId' | 'userType' | 'userAgent' | 'createdAt'>;

/** The usage tables: each subject's window (usage_windows) and every counted calculation (usage_events). */
@Injectable()
export class UsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findWindow(subject: string, tx: EntityManager = this.dataSource.manager): Promise<UsageWindow | null> {
    return tx.findOneBy(UsageWindow, { subject });
  }

  findWindows(subjects: readonly string[]): Promise<UsageWindow[]> {
    return this.dataSource.manager.findBy(UsageWindow, { subject: In([...subjects]) });
  }

  async deleteWindow(subject: string, tx: EntityManager): Promise<void> {
    await tx.delete(UsageWindow, { subject });
  }

  /**
   * One atomic statement (raw: a conditional upsert): opens a window (first use, or the old one has
   * ended) or adds one to the open window while under the limit. Returns the window after counting,
   * or null when refused.
   */
  async countOne(subject: string, limit: number | null, now: Date, tx: EntityManager): Promise<OpenWindow | null> {
    const rows: Array<{ window_start: Date; used: number }> = await tx.query(
      `INSERT INTO ${tableOf(this.dataSource, 'usage_windows')} AS w (subject, window_start, used)
         SELECT $1, $2::timestamptz, 1 WHERE $3::int IS NULL OR $3::int > 0
       ON CONFLICT (subject) DO UPDATE SET
         window_start = CASE WHEN w.window_start + $4 * interval '1 millisecond' <= $2 THEN $2 ELSE w.window_start END,
         used = CASE WHEN w.window_start + $4 * interval '1 millisecond' <= $2 THEN 1 ELSE w.used + 1 END
         WHERE w.window_start + $4 * interval '1 millisecond' <= $2 OR $3::int IS NULL OR w.used < $3::int
       RETURNING window_start, used`,
      [subject, now, limit, USAGE_WINDOW_MS],
    );
    return rows[0] ? { windowStart: rows[0].window_start, used: rows[0].used } : null;
  }

  /**
   * Sets the window's count (raw: one upsert); a window that has ended by `now` starts again at `now`,
   * an open one keeps its start.
   */
  async setUsed(subject: string, used: number, now: Date, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO ${tableOf(this.dataSource, 'usage_windows')} AS w (subject, window_start, used) VALUES ($1, $2, $3)
             ON CONFLICT (subject) DO UPDATE SET
               used = EXCLUDED.used,
               window_start = CASE WHEN w.window_start + $4 * interval '1 millisecond' <= $2 THEN $2 ELSE w.window_start END`,
      [subject, now, used, USAGE_WINDOW_MS],
    );
  }

  insertEvent(event: NewUsageEvent, tx: EntityManager): Promise<UsageEvent> {
    return tx.save(tx.create(UsageEvent, event));
  }
}
