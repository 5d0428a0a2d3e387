import { FunnelFigures, toFunnelMetrics, type RollupRow } from './funnel-figures.js';
import { findFunnelIssues } from './funnel-issues.js';

/** Figures of a 30-day window from `metric[:dimension] → value`, all in one week. */
function figures(values: Record<string, number>): FunnelFigures {
  const rows: RollupRow[] = Object.entries(values).map(([key, value]) => {
    const [metric, dimension = ''] = key.split(':');
    return { metric, dimension, week: '2026-11-16', value: String(value) };
  });
  return new FunnelFigures(30, '2026-10-24', '2026-11-22', rows);
}

/** A healthy month: 1000 visitors from three sources; 10% leave an email, 60% of those sign in, 10% of those pay; 25% return. */
const healthy = {
  visitors: 1000,
  'visitors_by_source:google': 500,
  'visitors_by_source:direct': 300,
  'visitors_by_source:reddit.com': 200,
  returning_visitors: 250,
  email_visitors: 100,
  account_visitors: 60,
  paid_visitors: 6,
  calculating_visitors: 900,
  visitor_calculations: 2700,
  'calculations:non-user': 2000,
  'email_captures:calculator': 50,
  signups: 60,
  upgraded_signups: 6,
  upgrades: 6,
  'funnel_events:page_view': 3000,
  'funnel_events:email_capture_shown': 100,
  'funnel_events:email_capture_declined': 40,
  'funnel_events:upgrade_clicked': 30,
};

const issueIds = (values: Record<string, number>) => {
  const f = figures(values);
  return findFunnelIssues(f, toFunnelMetrics(f)).map((issue) => issue.id);
};

describe('findFunnelIssues', () => {
  it('raises nothing for a healthy funnel', () => {
    expect(issueIds(healthy)).toEqual([]);
  });

  it('raises each rule when its figure crosses the threshold, critical first', () => {
    expect(
      issueIds({
        ...healthy,
        'funnel_events:page_view': 0,
        upgrades: 2,
        email_visitors: 10,
        account_visitors: 0,
        paid_visitors: 0,
        'funnel_events:email_capture_declined': 70,
        returning_visitors: 50,
        'visitors_by_source:google': 900,
        'visitors_by_source:direct': 50,
        'visitors_by_source:reddit.com': 50,
        visitor_calculations: 1500,
      }),
    ).toEqual([
      'tracking-silent',
      'low-signup-conversion',
      'checkout-drop-off',
      'low-email-capture',
      'email-capture-declined',
      'low-retention',
      'traffic-concentration',
      'low-engagement',
    ]);
    expect(issueIds({ ...healthy, paid_visitors: 1 })).toEqual(['low-upgrade-conversion']);
  });

  it('waits for enough data before judging', () => {
    expect(
      issueIds({
        visitors: 99,
        'visitors_by_source:google': 99,
        signups: 49,
        calculating_visitors: 49,
        visitor_calculations: 49,
        'funnel_events:page_view': 1,
        'funnel_events:email_capture_shown': 49,
        'funnel_events:email_capture_declined': 49,
        'funnel_events:upgrade_clicked': 19,
      }),
    ).toEqual([]);
  });

  it('describes the issue with the figures behind it', () => {
    const f = figures({ ...healthy, account_visitors: 0, paid_visitors: 0 });
    expect(findFunnelIssues(f, toFunnelMetrics(f))).toEqual([
      {
        id: 'low-signup-conversion',
        type: 'critical',
        title: 'Few visitors create an account',
        description: '0% of the visitors who left an email signed in to an account in the last 30 days (below 1%).',
        recommendation: expect.any(String) as unknown,
        impact: 'high',
      },
    ]);
  });
});
