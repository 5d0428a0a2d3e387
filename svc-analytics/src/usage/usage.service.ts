import { ForbiddenException, Injectable } from '@nestjs/common';
import type { UsageCounts, UsageSummary } from '@takehome/contracts';
import { assertSelfOrAdmin, isAdmin, type AuthUser } from '@takehome/service-kit';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { METRICS } from '../rollups/metrics.js';
import type { PeriodStarts, PeriodSumsRow, UserType } from '../rollups/period-sums.js';
import { percent } from '../rollups/percent.js';
import { mondayOf, utcDay } from '../rollups/time.js';
import { UserCalculationsRepository } from '../rollups/user-calculations.repository.js';

@Injectable()
export class UsageService {
  constructor(
    private readonly dailyCounts: DailyCountsRepository,
    private readonly userCalculations: UserCalculationsRepository,
  ) {}

  /** SPEC.md §3 usage summary of everyone ('admin', admins only) or of one user (that user or an admin). */
  async summary(user: AuthUser | undefined, target: string): Promise<UsageSummary> {
    if (target === 'admin' && !isAdmin(user)) throw new ForbiddenException('Admin access required');
    if (target !== 'admin') assertSelfOrAdmin(user, target);
    const today = utcDay(new Date());
    const periods: PeriodStarts = [today, mondayOf(today), `${today.slice(0, 7)}-01`];
    const rows =
      target === 'admin'
        ? await this.dailyCounts.periodSumsByUserType(METRICS.calculations, periods)
        : await this.userCalculations.periodSums(target, periods);
    return toUsageSummary(rows);
  }
}

function toUsageSummary(rows: PeriodSumsRow[]): UsageSummary {
  const of = (userType: UserType, period: keyof Omit<PeriodSumsRow, 'userType'>) =>
    Number(rows.find((row) => row.userType === userType)?.[period] ?? 0);
  const counts = (period: keyof Omit<PeriodSumsRow, 'userType'>): UsageCounts => {
    const user = of('user', period);
    const nonUser = of('non-user', period);
    return { total: user + nonUser, user, nonUser };
  };
  const total = counts('total');
  return {
    total,
    today: counts('today'),
    thisWeek: counts('thisWeek'),
    thisMonth: counts('thisMonth'),
    userTypeBreakdown: [
      { userType: 'user', count: total.user, percentage: percent(total.user, total.total) },
      { userType: 'non-user', count: total.nonUser, percentage: percent(total.nonUser, total.total) },
    ],
  };
}
