import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { recordIdempotentAnswer } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import { LogLine, type LogKind } from './log-line.entity.js';

/** The generation and scheduler log lines. */
@Injectable()
export class ActivityLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `answer`, when given, is stored with the request's idempotency key in the line's transaction. */
  async append(kind: LogKind, message: string, answer?: unknown): Promise<void> {
    if (answer === undefined) {
      await this.lines().insert({ kind, message });
      return;
    }
    await this.dataSource.transaction(async (tx) => {
      await tx.insert(LogLine, { kind, message });
      await recordIdempotentAnswer(tx, answer);
    });
  }

  /** The last `limit` lines of one log, newest first. */
  findLast(kind: LogKind, limit: number): Promise<LogLine[]> {
    return this.lines().find({ where: { kind }, order: { id: 'DESC' }, take: limit });
  }

  private lines() {
    return this.dataSource.getRepository(LogLine);
  }
}
