import {
  deviceTypeOf,
  emailCaptureTriggerOf,
  newFunnelRecord,
  personalizationOf,
  refreshFunnelRecord,
  segmentOf,
  stageOf,
  visitTimeOf,
  withBlogPostRead,
  withEmailCaptured,
  withEmailCaptureDeclined,
  withEmailCaptureShown,
  withFeatureUse,
  type FunnelRecord,
  type PersonalizationInput,
} from './funnel';

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute).getTime();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOON = at(12);

function record(overrides: Partial<FunnelRecord> = {}): FunnelRecord {
  return { ...newFunnelRecord({ now: NOON, width: 1280 }), ...overrides };
}

const anonymous: PersonalizationInput = { stage: 'anonymous', segment: 'price_sensitive', upgradePromptTiming: null };
const freeAccount: PersonalizationInput = { ...anonymous, stage: 'free_account' };

describe('device type and visit time', () => {
  it('is mobile below 768 px wide', () => {
    expect(deviceTypeOf(767)).toBe('mobile');
    expect(deviceTypeOf(768)).toBe('desktop');
    expect(deviceTypeOf(360)).toBe('mobile');
  });

  it.each([
    [0, 0, 'late_night'],
    [5, 59, 'late_night'],
    [6, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [21, 59, 'evening'],
    [22, 0, 'late_night'],
    [23, 59, 'late_night'],
  ])('%i:%i is %s', (hour, minute, visitTime) => {
    expect(visitTimeOf(at(hour, minute))).toBe(visitTime);
  });
});

describe('refreshFunnelRecord', () => {
  it('starts an anonymous record with one session', () => {
    expect(refreshFunnelRecord(null, { now: at(23), width: 390 })).toEqual({
      stage: 'anonymous',
      calculationCount: 0,
      emailCaptureShown: false,
      emailCaptureDeclined: false,
      emailCaptureDeclinedAt: null,
      lastActiveAt: at(23),
      deviceType: 'mobile',
      visitTime: 'late_night',
      conversionTriggers: [],
      sessionStart: at(23),
      totalSessions: 1,
      blogPostsRead: [],
      featureUsageCount: {},
    });
  });

  it('keeps the session within 30 quiet minutes and starts a new one after', () => {
    const stored = record({ calculationCount: 4 });

    const soon = refreshFunnelRecord(stored, { now: NOON + 30 * MINUTE, width: 1280 });
    expect(soon).toMatchObject({
      totalSessions: 1,
      sessionStart: NOON,
      lastActiveAt: NOON + 30 * MINUTE,
      calculationCount: 4,
    });

    const later = refreshFunnelRecord(soon, { now: NOON + 61 * MINUTE, width: 1280 });
    expect(later).toMatchObject({ totalSessions: 2, sessionStart: NOON + 61 * MINUTE, calculationCount: 4 });
  });

  it('takes the device type and visit time of the moment', () => {
    expect(refreshFunnelRecord(record(), { now: at(22), width: 767 })).toMatchObject({
      deviceType: 'mobile',
      visitTime: 'late_night',
    });
  });

  it('forgets a decline 24 hours after it, not before', () => {
    const declined = withEmailCaptureDeclined(record({ calculationCount: 6 }), NOON);

    expect(refreshFunnelRecord(declined, { now: NOON + 24 * HOUR - 1, width: 1280 })).toMatchObject({
      emailCaptureShown: true,
      emailCaptureDeclined: true,
      emailCaptureDeclinedAt: NOON,
    });
    expect(refreshFunnelRecord(declined, { now: NOON + 24 * HOUR, width: 1280 })).toMatchObject({
      emailCaptureShown: false,
      emailCaptureDeclined: false,
      emailCaptureDeclinedAt: null,
    });
  });

  it('fills fields missing from an older stored record', () => {
    const refreshed = refreshFunnelRecord({ calculationCount: 3, lastActiveAt: NOON }, {
      now: NOON,
      width: 1280,
    });
    expect(refreshed).toMatchObject({ calculationCount: 3, featureUsageCount: {}, blogPostsRead: [] });
  });
});

describe('stageOf', () => {
  it('is anonymous by default', () => {
    expect(stageOf(record(), null)).toBe('anonymous');
  });

  it('is email_subscriber once a capture was shown and not declined', () => {
    expect(stageOf(withEmailCaptureShown(record()), null)).toBe('email_subscriber');
    expect(stageOf(withEmailCaptureDeclined(record(), NOON), null)).toBe('anonymous');
  });

  it.each([
    ['free', 'free_account'],
    ['plus', 'free_account'],
    ['admin', 'free_account'],
    ['pro', 'paid_pro'],
    ['business', 'paid_pro'],
    ['webmaster', 'paid_pro'],
  ] as const)('is decided by the session for tier %s: %s', (membershipTier, stage) => {
    expect(stageOf(withEmailCaptureShown(record()), { membershipTier })).toBe(stage);
  });
});

describe('segmentOf', () => {
  const features = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`feature${i}`, 1]));
  const posts = (n: number) => Array.from({ length: n }, (_, i) => `post-${i}`);

  it('is calculator_heavy above 10 calculations, first of all', () => {
    expect(segmentOf(record({ calculationCount: 10 }))).toBe('price_sensitive');
    expect(segmentOf(record({ calculationCount: 11, blogPostsRead: posts(9), featureUsageCount: features(9) }))).toBe(
      'calculator_heavy',
    );
  });

  it('is blog_reader above 3 posts, before feature_explorer', () => {
    expect(segmentOf(record({ blogPostsRead: posts(3) }))).toBe('price_sensitive');
    expect(segmentOf(record({ blogPostsRead: posts(4), featureUsageCount: features(9) }))).toBe('blog_reader');
  });

  it('is feature_explorer with more than 3 distinct features', () => {
    expect(segmentOf(record({ featureUsageCount: { export: 9, save: 9, tools: 9 } }))).toBe('price_sensitive');
    expect(segmentOf(record({ featureUsageCount: features(4) }))).toBe('feature_explorer');
  });
});

describe('the record changes', () => {
  it('counts each use of a feature and each blog post once', () => {
    const used = withFeatureUse(withFeatureUse(withFeatureUse(record(), 'save'), 'save'), 'export');
    expect(used.featureUsageCount).toEqual({ save: 2, export: 1 });

    const read = withBlogPostRead(withBlogPostRead(withBlogPostRead(record(), 'a'), 'b'), 'a');
    expect(read.blogPostsRead).toEqual(['a', 'b']);
  });

  it('keeps the trigger of a capture and clears an earlier decline', () => {
    const captured = withEmailCaptured(withEmailCaptureDeclined(record(), NOON), 'mobile_late_night');
    expect(captured).toMatchObject({
      emailCaptureShown: true,
      emailCaptureDeclined: false,
      emailCaptureDeclinedAt: null,
      conversionTriggers: ['mobile_late_night'],
    });
  });
});

describe('personalizationOf', () => {
  it('offers the email capture to anonymous visitors from the 5th calculation', () => {
    expect(personalizationOf(record({ calculationCount: 4 }), anonymous).showEmailCapture).toBe(false);
    expect(personalizationOf(record({ calculationCount: 5 }), anonymous).showEmailCapture).toBe(true);
    expect(personalizationOf(record({ calculationCount: 5 }), freeAccount).showEmailCapture).toBe(false);
    expect(
      personalizationOf(record({ calculationCount: 5 }), { ...anonymous, stage: 'paid_pro' }).showEmailCapture,
    ).toBe(false);
  });

  it('keeps it offered while shown and unanswered, and stops once captured or declined', () => {
    const shown = withEmailCaptureShown(record({ calculationCount: 5 }));
    const asSubscriber = { ...anonymous, stage: stageOf(shown, null) };
    expect(personalizationOf(shown, asSubscriber).showEmailCapture).toBe(true);

    const captured = withEmailCaptured(shown, 'value_recognition');
    expect(personalizationOf(captured, asSubscriber).showEmailCapture).toBe(false);

    const declined = withEmailCaptureDeclined(shown, NOON);
    expect(personalizationOf(declined, anonymous).showEmailCapture).toBe(false);
  });

  it('offers it again once the decline is 24 hours old', () => {
    const declined = withEmailCaptureDeclined(record({ calculationCount: 5 }), NOON);
    const dayLater = refreshFunnelRecord(declined, { now: NOON + 24 * HOUR, width: 1280 });
    expect(personalizationOf(dayLater, { ...anonymous, stage: stageOf(dayLater, null) }).showEmailCapture).toBe(true);
  });

  it('uses the mobile_late_night trigger on a phone at late night only', () => {
    expect(emailCaptureTriggerOf(record({ deviceType: 'mobile', visitTime: 'late_night' }))).toBe('mobile_late_night');
    expect(emailCaptureTriggerOf(record({ deviceType: 'desktop', visitTime: 'late_night' }))).toBe('value_recognition');
    expect(emailCaptureTriggerOf(record({ deviceType: 'mobile', visitTime: 'evening' }))).toBe('value_recognition');
    expect(
      personalizationOf(record({ deviceType: 'mobile', visitTime: 'late_night' }), anonymous).emailCaptureTrigger,
    ).toBe('mobile_late_night');
  });

  it('shows the upgrade prompt to free accounts outside the timing test at 12+ calculations or when calculator_heavy', () => {
    const show = (count: number, input: PersonalizationInput) =>
      personalizationOf(record({ calculationCount: count }), {
        ...input,
        segment: segmentOf(record({ calculationCount: count })),
      }).showUpgradePrompt;

    expect(show(10, freeAccount)).toBe(false);
    expect(show(11, freeAccount)).toBe(true); // calculator_heavy
    expect(show(12, freeAccount)).toBe(true);
    expect(
      personalizationOf(record({ calculationCount: 12 }), { ...freeAccount, segment: 'price_sensitive' })
        .showUpgradePrompt,
    ).toBe(true);
    expect(
      personalizationOf(record({ calculationCount: 3 }), { ...freeAccount, segment: 'calculator_heavy' })
        .showUpgradePrompt,
    ).toBe(true);
    expect(show(40, anonymous)).toBe(false);
    expect(show(40, { ...anonymous, stage: 'paid_pro' })).toBe(false);
    expect(show(40, { ...anonymous, stage: 'email_subscriber' })).toBe(false);
  });

  it.each([
    ['at_limit', 15],
    ['80_percent', 12],
    ['fifth_calculation', 5],
  ])('times the upgrade prompt of a free account in the %s variant at %i calculations', (_timing, timing) => {
    const show = (count: number) =>
      personalizationOf(record({ calculationCount: count }), {
        stage: 'free_account',
        segment: segmentOf(record({ calculationCount: count })),
        upgradePromptTiming: timing,
      }).showUpgradePrompt;
    expect(show(timing - 1)).toBe(false);
    expect(show(timing)).toBe(true);
    expect(
      personalizationOf(record({ calculationCount: timing }), { ...anonymous, upgradePromptTiming: timing })
        .showUpgradePrompt,
    ).toBe(false);
  });

  it('raises urgency to medium from 10 calculations and high from 15 (the free limit)', () => {
    const urgency = (count: number) => personalizationOf(record({ calculationCount: count }), anonymous).urgency;
    expect([0, 9, 10, 14, 15, 30].map(urgency)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });
});
