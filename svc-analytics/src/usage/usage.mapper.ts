import type { UsageCounts, UsageSummary } from '@takehome/contracts';
import type { PeriodSumsRow, UserType } from '../rollups/period-sums.js';
import { percent } from '../rollups/percent.js';

type Period = keyof Omit<PeriodSumsRow, 'userType'>;

/** The usage summary (docs/product/funnel.md) from its period sums, one row per user type (a missing one counts 0). */
export function toUsageSummaryDto(rows: PeriodSumsRow[]): UsageSummary {
  const of = (userType: UserType, period: Period) =>
    Number(rows.find((row) => row.userType === userType)?.[period] ?? 0);
  const counts = (period: Period): UsageCounts => {
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
