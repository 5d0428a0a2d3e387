/** Whose calculations a usage row counts: signed-in users' or anonymous visitors'. */
export type UserType = 'user' | 'non-user';

/** One usage row: a user type's sums over all time, today, this week and this month (pg answers sums as text). */
export interface PeriodSumsRow {
  userType: UserType;
  total: string;
  today: string;
  thisWeek: string;
  thisMonth: string;
}

/** The first days of the periods a usage summary sums ($1 today, $2 this week's Monday, $3 this month's 1st). */
export type PeriodStarts = [today: string, week: string, month: string];

/** A column summed over all time and from each period's first day ($1–$3 of the query). */
export const PERIOD_SUMS = (column: string) => `
  COALESCE(SUM(${column}), 0) AS "total",
  COALESCE(SUM(${column}) FILTER (WHERE day = $1), 0) AS "today",
  COALESCE(SUM(${column}) FILTER (WHERE day >= $2), 0) AS "thisWeek",
  COALESCE(SUM(${column}) FILTER (WHERE day >= $3), 0) AS "thisMonth"`;
