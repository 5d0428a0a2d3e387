import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  USAGE_LIMIT,
  USAGE_WINDOW_MS,
  type AdminUsageResponse,
  type recordUsageRequestSchema,
  type UsageDto,
  type UsageQuery,
} from '@takehome/contracts';
import { OutboxService, tableOf, type AuthUser } from '@takehome/service-kit';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { Clock } from '../clock/clock.js';
import { TiersService } from '../tiers/tiers.service.js';
import { CalculationLimitReachedException } from './calculation-limit.exception.js';
import { UsageEvent } from './usage-event.entity.js';
import { UsageWindow } from './usage-window.entity.js';

type OpenWindow = Pick<UsageWindow, 'windowStart' | 'used'>;

const userSubject = (userId: string) => `user:${userId}`;

/** Signed-in users are counted per user, visitors per browser session. */
function windowSubject(user: AuthUser | undefined, sessionId: string): string {
  return user ? userSubject(user.id) : `session:${sessionId}`;
}

const isOpenAt = (window: OpenWindow, now: Date) => window.windowStart.getTime() + USAGE_WINDOW_MS > now.getTime();

function toUsageDto(window: OpenWindow | null, limit: number | null): UsageDto {
  return {
    used: window?.used ?? 0,
    limit,
    resetAt: window ? new Date(window.windowStart.getTime() + USAGE_WINDOW_MS).toISOString() : null,
  };
}

@Injectable()
export class UsageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly tiers: TiersService,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one calculation in the caller's window (D3), stores it and emits
   * `calculation.recorded` in the same transaction; refuses with 429 when the window is used up.
   */
  async record(user: AuthUser | undefined, dto: z.output<typeof recordUsageRequestSchema>): Promise<UsageDto> {
    if (dto.userId && dto.userId !== user?.id) throw new ForbiddenException('userId does not match the signed-in user');
    const limit = await this.tiers.limitFor(user);
    const now = this.clock.now();
    const subject = windowSubject(user, dto.sessionId);
    return this.dataSource.transaction(async (manager) => {
      const window = await this.countOne(manager, subject, limit, now);
      if (!window) {
        // Only a limited caller is ever refused, so `limit` is a number here.
        const usage = toUsageDto(await this.openWindow(manager, subject, now), limit);
        throw new CalculationLimitReachedException({ ...usage, limit: limit ?? 0 });
      }
      const row = await manager.save(
        manager.create(UsageEvent, {
          userId: user?.id ?? null,
          sessionId: dto.sessionId,
          userType: user ? 'user' : 'non-user',
          userAgent: dto.userAgent ?? null,
          createdAt: now,
        }),
      );
      await this.outbox.emit(manager, 'calculation.recorded', {
        userId: row.userId,
        sessionId: row.sessionId,
        userType: row.userType,
        calculationType: 'paycheck',
        userAgent: row.userAgent,
      });
      return toUsageDto(window, limit);
    });
  }

  /** The caller's window as it stands, without counting. */
  async current(user: AuthUser | undefined, query: UsageQuery): Promise<UsageDto> {
    if (!user && !query.sessionId) throw new BadRequestException('sessionId is required when not signed in');
    const limit = await this.tiers.limitFor(user);
    const window = await this.openWindow(this.dataSource.manager, windowSubject(user, query.sessionId ?? ''), this.clock.now());
    return toUsageDto(window, limit);
  }

  /** Admin (Account Settings): the live windows of the given users, as the calculator enforces them. */
  async windowsOf(userIds: readonly string[]): Promise<AdminUsageResponse> {
    const now = this.clock.now();
    const [limits, windows] = await Promise.all([
      this.tiers.limitsOf(userIds),
      this.dataSource.manager.findBy(UsageWindow, { subject: In(userIds.map(userSubject)) }),
    ]);
    const open = new Map(windows.filter((window) => isOpenAt(window, now)).map((window) => [window.subject, window]));
    const usage = Object.fromEntries(
      userIds.map((id) => [id, toUsageDto(open.get(userSubject(id)) ?? null, limits.get(id) ?? USAGE_LIMIT)]),
    );
    return { usage };
  }

  /**
   * Admin: sets how many calculations the user's window has used; the user's next calculation
   * counts from there. 0 resets: the window closes and the next calculation opens a new one.
   * A count given while no window is open opens one now.
   */
  async setUsed(userId: string, used: number): Promise<UsageDto> {
    const now = this.clock.now();
    const subject = userSubject(userId);
    const [limits] = await Promise.all([
      this.tiers.limitsOf([userId]),
      used === 0
        ? this.dataSource.manager.delete(UsageWindow, { subject })
        : this.dataSource.query(
            `INSERT INTO ${tableOf(this.dataSource, 'usage_windows')} AS w (subject, window_start, used) VALUES ($1, $2, $3)
             ON CONFLICT (subject) DO UPDATE SET
               used = EXCLUDED.used,
               window_start = CASE WHEN w.window_start + $4 * interval '1 millisecond' <= $2 THEN $2 ELSE w.window_start END`,
            [subject, now, used, USAGE_WINDOW_MS],
          ),
    ]);
    return toUsageDto(await this.openWindow(this.dataSource.manager, subject, now), limits.get(userId) ?? USAGE_LIMIT);
  }

  /**
   * One atomic statement: opens a window (first use, or the old one has ended) or adds one to the
   * open window while under the limit. Returns the window after counting, or null when refused.
   */
  private async countOne(manager: EntityManager, subject: string, limit: number | null, now: Date): Promise<OpenWindow | null> {
    const rows: Array<{ window_start: Date; used: number }> = await manager.query(
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

  /** The subject's window if it is still open at `now`. */
  private async openWindow(manager: EntityManager, subject: string, now: Date): Promise<OpenWindow | null> {
    const window = await manager.findOneBy(UsageWindow, { subject });
    return window && isOpenAt(window, now) ? window : null;
  }
}
