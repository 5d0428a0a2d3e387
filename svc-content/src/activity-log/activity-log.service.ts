import { Injectable } from '@nestjs/common';
import type { LogResponse } from '@takehome/contracts';
import { assertAdmin, type AuthUser } from '@takehome/service-kit';
import { ActivityLogRepository } from './activity-log.repository.js';
import type { LogKind } from './log-line.entity.js';
import { toLogResponse } from './log-line.mapper.js';

/** The generation and scheduler logs, stored so every replica and every admin sees the same lines. */
@Injectable()
export class ActivityLogService {
  constructor(private readonly log: ActivityLogRepository) {}

  /**
   * A line written for the system (the AI writer, the scheduler); `answer`, when given, is a request's
   * answer stored with its idempotency key in the line's transaction.
   */
  async append(kind: LogKind, message: string, answer?: unknown): Promise<void> {
    await this.log.append(kind, message, answer);
  }

  /** The last `limit` lines, oldest first: for admins. */
  async tail(auth: AuthUser, kind: LogKind, limit: number): Promise<LogResponse> {
    assertAdmin(auth);
    const lines = await this.log.findLast(kind, limit);
    return toLogResponse(lines.reverse());
  }
}
