import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository.js';
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
    private readonly users: UsersRepository,
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
    return this.users.transaction(async (tx) => {
      const due = await this.users.claimExpired(BATCH, tx);
      for (const id of due) await this.membership.change(id, { tier: 'free', tierExpiresAt: null }, tx);
      return due.length;
    });
  }
}
