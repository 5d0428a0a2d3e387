import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USAGE_WINDOW_MS, type UsageDto } from '@takehome/contracts';
import { OutboxService, tableOf, type AuthUser } from '@takehome/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { TiersService } from '../tiers/tiers.service.js';
import { CalculationLimitReachedException } from './calculation-limit.exception.js';
import type { RecordUsageDto, UsageQueryDto } from './usage.dto.js';
import { UsageEvent } from './usage-event.entity.js';
import { UsageWindow } from './usage-window.entity.js';

type OpenWindow = Pick<UsageWindow, 'windowStart' | 'used'>;

/** Signed-in users are counted per user, visitors per browser session. */
function windowSubject(user: AuthUser | undefined, sessionId: string): string {
  return user ? `user:${user.id}` : `session:${sessionId}`;
}

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
  async record(user: AuthUser | undefined, dto: RecordUsageDto): Promise<UsageDto> {
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
  async current(user: AuthUser | undefined, query: UsageQueryDto): Promise<UsageDto> {
    if (!user && !query.sessionId) throw new BadRequestException('sessionId is required when not signed in');
    const limit = await this.tiers.limitFor(user);
    const window = await this.openWindow(this.dataSource.manager, windowSubject(user, query.sessionId ?? ''), this.clock.now());
    return toUsageDto(window, limit);
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
    return window && window.windowStart.getTime() + USAGE_WINDOW_MS > now.getTime() ? window : null;
  }
}
