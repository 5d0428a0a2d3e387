import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  USAGE_LIMIT,
  USAGE_WINDOW_MS,
  type AdminUsageResponse,
  type recordUsageRequestSchema,
  type SetUsageRequest,
  type UsageDto,
  type UsageQuery,
  type adminUsageQuerySchema,
} from '@takehome/contracts';
import { assertAdmin, Clock, OutboxService, recordIdempotentAnswer, type AuthUser } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { TiersService } from '../tiers/tiers.service.js';
import { CalculationLimitReachedException } from './calculation-limit.exception.js';
import { toAdminUsageResponse, toUsageDto } from './usage.mapper.js';
import { UsageRepository, type OpenWindow } from './usage.repository.js';

const userSubject = (userId: string) => `user:${userId}`;

/** Signed-in users are counted per user, visitors per browser session. */
function windowSubject(auth: AuthUser | undefined, sessionId: string): string {
  return auth ? userSubject(auth.id) : `session:${sessionId}`;
}

const isOpenAt = (window: OpenWindow, now: Date) => window.windowStart.getTime() + USAGE_WINDOW_MS > now.getTime();

@Injectable()
export class UsageService {
  constructor(
    private readonly usage: UsageRepository,
    private readonly outbox: OutboxService,
    private readonly tiers: TiersService,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one calculation in the caller's window (docs/product/limits.md), stores it and emits
   * `calculation.recorded` in the same transaction; refuses with 429 when the window is used up.
   */
  async record(auth: AuthUser | undefined, dto: z.output<typeof recordUsageRequestSchema>): Promise<UsageDto> {
    if (dto.userId && dto.userId !== auth?.id) throw new ForbiddenException('userId does not match the signed-in user');
    const limit = await this.tiers.limitFor(auth);
    const now = this.clock.now();
    const subject = windowSubject(auth, dto.sessionId);
    return this.usage.transaction(async (tx) => {
      const window = await this.usage.countOne(subject, limit, now, tx);
      if (!window) {
        // Only a limited caller is ever refused, so `limit` is a number here.
        const usage = toUsageDto(await this.openWindow(subject, now, tx), limit);
        throw new CalculationLimitReachedException({ ...usage, limit: limit ?? 0 });
      }
      const row = await this.usage.insertEvent(
        {
          userId: auth?.id ?? null,
          sessionId: dto.sessionId,
          userType: auth ? 'user' : 'non-user',
          userAgent: dto.userAgent ?? null,
          createdAt: now,
        },
        tx,
      );
      await this.outbox.emit(tx, 'calculation.recorded', {
        userId: row.userId,
        sessionId: row.sessionId,
        userType: row.userType,
        calculationType: 'paycheck',
        userAgent: row.userAgent,
      });
      const answer = toUsageDto(window, limit);
      // The request's idempotency key and this answer commit with the count, or neither does.
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  /** The caller's window as it stands, without counting. */
  async current(auth: AuthUser | undefined, query: UsageQuery): Promise<UsageDto> {
    if (!auth && !query.sessionId) throw new BadRequestException('sessionId is required when not signed in');
    const limit = await this.tiers.limitFor(auth);
    const window = await this.openWindow(windowSubject(auth, query.sessionId ?? ''), this.clock.now());
    return toUsageDto(window, limit);
  }

  /** Admin (Account Settings): the live windows of the given users, as the calculator enforces them. */
  async windowsOf(auth: AuthUser, { userIds }: z.output<typeof adminUsageQuerySchema>): Promise<AdminUsageResponse> {
    assertAdmin(auth);
    const now = this.clock.now();
    const [limits, windows] = await Promise.all([this.tiers.limitsOf(userIds), this.usage.findWindows(userIds.map(userSubject))]);
    const open = new Map(windows.filter((window) => isOpenAt(window, now)).map((window) => [window.subject, window]));
    return toAdminUsageResponse(
      userIds.map((id) => [id, toUsageDto(open.get(userSubject(id)) ?? null, limits.get(id) ?? USAGE_LIMIT)] as const),
    );
  }

  /**
   * Admin: sets how many calculations the user's window has used; the user's next calculation
   * counts from there. 0 resets: the window closes and the next calculation opens a new one.
   * A count given while no window is open opens one now.
   */
  async setUsed(auth: AuthUser, userId: string, { used }: SetUsageRequest): Promise<UsageDto> {
    assertAdmin(auth);
    const now = this.clock.now();
    const subject = userSubject(userId);
    const limit = (await this.tiers.limitsOf([userId])).get(userId) ?? USAGE_LIMIT;
    // The count and the request's idempotency key with this answer commit together.
    return this.usage.transaction(async (tx) => {
      if (used === 0) await this.usage.deleteWindow(subject, tx);
      else await this.usage.setUsed(subject, used, now, tx);
      const answer = toUsageDto(await this.openWindow(subject, now, tx), limit);
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  /** The subject's window if it is still open at `now`. */
  private async openWindow(subject: string, now: Date, tx?: EntityManager): Promise<OpenWindow | null> {
    const window = await this.usage.findWindow(subject, tx);
    return window && isOpenAt(window, now) ? window : null;
  }
}
