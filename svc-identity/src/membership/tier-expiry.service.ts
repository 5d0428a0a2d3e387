import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import { MembershipService } from './membership.service.js';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const BATCH = 100;

/**
 * Bought tiers lapse to free when their expiry passes without a renewal moving it. Rows are
 * claimed with SKIP LOCKED, so replicas sweeping at once never downgrade a user twice.
 */
@Injectable()
export class TierExpiry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TierExpiry');
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly membership: MembershipService,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => {
      this.running = this.sweep().catch((error: Error) => this.logger.warn(`Expiry sweep failed: ${error.message}`));
    };
    this.timer = setInterval(tick, SWEEP_INTERVAL_MS);
    tick();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Downgrades users whose tier has expired; answers how many. */
  async sweep(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due: Array<{ id: string }> = await manager.query(
        `SELECT id FROM ${tableOf(this.dataSource, 'users')} WHERE tier_expires_at <= now()
          ORDER BY tier_expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      for (const { id } of due) await this.membership.change(manager, id, { tier: 'free', tierExpiresAt: null });
      return due.length;
    });
  }
}
