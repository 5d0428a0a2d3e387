import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UsageCounts, UsageSummary } from '@takehome/contracts';
import { assertSelfOrAdmin, isAdmin, tableOf, type AuthUser } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import { METRICS } from '../rollups/metrics.js';
import { percent } from '../rollups/percent.js';
import { mondayOf, utcDay } from '../rollups/time.js';

type UserType = 'user' | 'non-user';
type PeriodRow = { userType: UserType; total: string; today: string; thisWeek: string; thisMonth: string };

const PERIOD_SUMS = (column: string) => `
  COALESCE(SUM(${column}), 0) AS "total",
  COALESCE(SUM(${column}) FILTER (WHERE day = $1), 0) AS "today",
  COALESCE(SUM(${column}) FILTER (WHERE day >= $2), 0) AS "thisWeek",
  COALESCE(SUM(${column}) FILTER (WHERE day >= $3), 0) AS "thisMonth"`;

@Injectable()
export class UsageService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** SPEC.md §3 usage summary of everyone ('admin', admins only) or of one user (that user or an admin). */
  async summary(user: AuthUser | undefined, target: string): Promise<UsageSummary> {
    if (target === 'admin' && !isAdmin(user)) throw new ForbiddenException('Admin access required');
    if (target !== 'admin') assertSelfOrAdmin(user, target);
    const today = utcDay(new Date());
    const periods = [today, mondayOf(today), `${today.slice(0, 7)}-01`];
    const rows: PeriodRow[] =
      target === 'admin'
        ? await this.dataSource.query(
            `SELECT dimension AS "userType", ${PERIOD_SUMS('value')}
               FROM ${tableOf(this.dataSource, 'daily_counts')} WHERE metric = $4 GROUP BY dimension`,
            [...periods, METRICS.calculations],
          )
        : await this.dataSource.query(
            `SELECT 'user' AS "userType", ${PERIOD_SUMS('calculations')}
               FROM ${tableOf(this.dataSource, 'user_daily_calculations')} WHERE user_id = $4`,
            [...periods, target],
          );
    return toUsageSummary(rows);
  }
}

function toUsageSummary(rows: PeriodRow[]): UsageSummary {
  const of = (userType: UserType, period: keyof Omit<PeriodRow, 'userType'>) =>
    Number(rows.find((row) => row.userType === userType)?.[period] ?? 0);
  const counts = (period: keyof Omit<PeriodRow, 'userType'>): UsageCounts => {
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
