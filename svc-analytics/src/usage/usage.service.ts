import { Injectable } from '@nestjs/common';
import type { UsageSummary } from '@takehome/contracts';
import { assertAdmin, assertSelfOrAdmin, Clock, type AuthUser } from '@takehome/service-kit';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { METRICS } from '../rollups/metrics.js';
import type { PeriodStarts } from '../rollups/period-sums.js';
import { mondayOf, utcDay } from '../rollups/time.js';
import { UserCalculationsRepository } from '../rollups/user-calculations.repository.js';
import { toUsageSummaryDto } from './usage.mapper.js';

@Injectable()
export class UsageService {
  constructor(
    private readonly dailyCounts: DailyCountsRepository,
    private readonly userCalculations: UserCalculationsRepository,
    private readonly clock: Clock,
  ) {}

  /** The usage summary (docs/product/funnel.md) of everyone ('admin', admins only) or of one user (that user or an admin). */
  async summary(auth: AuthUser, target: string): Promise<UsageSummary> {
    if (target === 'admin') assertAdmin(auth);
    else assertSelfOrAdmin(auth, target);
    const today = utcDay(this.clock.now());
    const periods: PeriodStarts = [today, mondayOf(today), `${today.slice(0, 7)}-01`];
    const rows =
      target === 'admin'
        ? await this.dailyCounts.periodSumsByUserType(METRICS.calculations, periods)
        : await this.userCalculations.periodSums(target, periods);
    return toUsageSummaryDto(rows);
  }
}
