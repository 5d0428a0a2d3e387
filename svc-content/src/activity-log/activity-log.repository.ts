import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LogLine, type LogKind } from './log-line.entity.js';

/** The generation and scheduler log lines. */
@Injectable()
export class ActivityLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async append(kind: LogKind, message: string): Promise<void> {
    await this.lines().insert({ kind, message });
  }

  /** The last `limit` lines of one log, newest first. */
  findLast(kind: LogKind, limit: number): Promise<LogLine[]> {
    return this.lines().find({ where: { kind }, order: { id: 'DESC' }, take: limit });
  }

  private lines() {
    return this.dataSource.getRepository(LogLine);
  }
}
