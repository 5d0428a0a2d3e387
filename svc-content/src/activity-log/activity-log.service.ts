import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LogResponse } from '@takehome/contracts';
import { DataSource } from 'typeorm';
import { LogLine, type LogKind } from './log-line.entity.js';

/** The generation and scheduler logs, stored so every replica and every admin sees the same lines. */
@Injectable()
export class ActivityLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async append(kind: LogKind, message: string): Promise<void> {
    await this.dataSource.getRepository(LogLine).insert({ kind, message });
  }

  /** The last `limit` lines, oldest first. */
  async tail(kind: LogKind, limit: number): Promise<LogResponse> {
    const lines = await this.dataSource
      .getRepository(LogLine)
      .find({ where: { kind }, order: { id: 'DESC' }, take: limit });
    return { lines: lines.reverse().map((line) => ({ at: line.createdAt.toISOString(), message: line.message })) };
  }
}
