/**
 * The metrics kept in `daily_counts`, one row per (metric, UTC day, dimension). Every read of
 * svc-analytics sums these rows; none scans the raw `events` table.
 *
 * Activity metrics count on the day the thing happened. Cohort metrics count on the day the
 * visitor was first seen (or the account registered, or the variant first shown), so a rate over
 * a window compares a group with what that same group did.
 */
export const METRICS = {
  /** Activity; dimension = userType ('user' | 'non-user'). */
  calculations: 'calculations',
  /** Activity. */
  calculationsSaved: 'calculations_saved',
  /** Activity; dimension = funnel event name. */
  funnelEvents: 'funnel_events',
  /** Activity; dimension = subscriber source. */
  emailCaptures: 'email_captures',
  /** Cohort of the visitor's first day. */
  visitors: 'visitors',
  /** Cohort; dimension = traffic source of the visitor's first page view ('unknown' without one). */
  visitorsBySource: 'visitors_by_source',
  /** Cohort: visitors who came back on a later visit (after 30 minutes away, or on a later day) within 7 days. */
  returningVisitors: 'returning_visitors',
  /** Cohort: visitors who gave an email (email capture, newsletter) or have an account: the email_subscriber stage. */
  emailVisitors: 'email_visitors',
  /** Cohort: visitors signed in to an account (a part of emailVisitors): the free_account stage. */
  accountVisitors: 'account_visitors',
  /** Cohort: visitors whose account has moved into a paid tier (a part of accountVisitors): the paid_pro stage. */
  paidVisitors: 'paid_visitors',
  /** Cohort: visitors with at least one calculation. */
  calculatingVisitors: 'calculating_visitors',
  /** Cohort: all calculations of the visitors first seen that day. */
  visitorCalculations: 'visitor_calculations',
  /** Activity: accounts registered. */
  signups: 'signups',
  /** Activity: accounts moving into a paid-stage tier for the first time. */
  upgrades: 'upgrades',
  /** Cohort of the registration day: accounts that have upgraded since. */
  upgradedSignups: 'upgraded_signups',
  /** Cohort of the first impression; dimension = `<testId>:<variantId>`. */
  abImpressions: 'ab_impressions',
  /** Same cohort and dimension: visitors shown the variant who then converted. */
  abConversions: 'ab_conversions',
} as const;
export type Metric = (typeof METRICS)[keyof typeof METRICS];
