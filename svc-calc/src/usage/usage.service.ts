import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxService, type AuthUser } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import type { RecordUsageDto } from './usage.dto.js';
import { UsageEvent } from './usage-event.entity.js';

@Injectable()
export class UsageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Stores one calculation and emits `calculation.recorded` in the same transaction. */
  async record(user: AuthUser | undefined, dto: RecordUsageDto): Promise<{ id: string }> {
    if (dto.userId && dto.userId !== user?.id) throw new ForbiddenException('userId does not match the signed-in user');
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(UsageEvent, {
          userId: user?.id ?? null,
          sessionId: dto.sessionId,
          userType: user ? 'user' : 'non-user',
          userAgent: dto.userAgent ?? null,
        }),
      );
      await this.outbox.emit(manager, 'calculation.recorded', {
        userId: row.userId,
        sessionId: row.sessionId,
        userType: row.userType,
        calculationType: 'paycheck',
        userAgent: row.userAgent,
      });
      return { id: row.id };
    });
  }
}
