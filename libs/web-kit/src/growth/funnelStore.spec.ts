import { createAbStore } from './abTests';
import type { FunnelRecord } from './funnel';
import { createFunnelStore, FUNNEL_RECORD_KEY, type FunnelStoreDeps } from './funnelStore';

const LATE = new Date(2026, 10, 23, 23, 30).getTime();
const HOUR = 3_600_000;

function memory() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

function setup(overrides: Partial<FunnelStoreDeps> = {}) {
  let now = LATE;
  const storage = memory();
  const track = jest.fn((..._args: unknown[]) => true);
  const abTests = createAbStore({ storage, now: () => now, random: () => 0.9, track });
  const funnel = createFunnelStore({ storage, now: () => now, width: () => 390, track, abTests, ...overrides });
  const stored = () => JSON.parse(storage.values.get(FUNNEL_RECORD_KEY)!) as FunnelRecord;
  return { funnel, track, storage, stored, later: (ms: number) => (now += ms) };
}

describe('createFunnelStore', () => {
  it('stores a new record at once, with this visit counted', () => {
    const { stored } = setup();
    expect(stored()).toMatchObject({
      stage: 'anonymous',
      totalSessions: 1,
      deviceType: 'mobile',
      visitTime: 'late_night',
    });
  });

  it("hydrates a first visit with its own record and a returning visitor with a first visit's", () => {
    const { funnel, storage } = setup();
    expect(funnel.getServerRecord()).toBe(funnel.getRecord()); // nothing to render again after hydrating

    for (let i = 0; i < 8; i += 1) funnel.recordCalculation();
    const returning = createFunnelStore({
      storage,
      now: () => LATE + HOUR,
      width: () => 390,
      track: () => true,
      abTests: createAbStore({ storage, now: () => LATE, random: () => 0.9, track: () => true }),
    });

    expect(returning.getRecord().calculationCount).toBe(8);
    expect(returning.getServerRecord()).toMatchObject({ calculationCount: 0, stage: 'anonymous', totalSessions: 1 });
  });

  it('counts calculations and reports each', () => {
    const { funnel, track, stored } = setup();

    funnel.recordCalculation();
    funnel.recordCalculation();

    expect(funnel.getRecord().calculationCount).toBe(2);
    expect(stored().calculationCount).toBe(2);
    expect(track.mock.calls).toEqual([
      ['calculation_performed', { calculationCount: 1 }],
      ['calculation_performed', { calculationCount: 2 }],
    ]);
  });

  it('reports the email capture shown once, with its trigger and the copy test impression', () => {
    const { funnel, track } = setup();

    funnel.markEmailCaptureShown();
    funnel.markEmailCaptureShown();

    expect(funnel.getRecord().emailCaptureShown).toBe(true);
    expect(track.mock.calls).toEqual([
      ['email_capture_shown', { trigger: 'mobile_late_night' }],
      ['ab_impression', { testId: 'email_capture_copy_test', variantId: 'variant_a' }],
    ]);
  });

  it('records a capture once, as a conversion of the copy test', () => {
    const { funnel, track } = setup();

    funnel.markEmailCaptureShown();
    track.mockClear();
    funnel.captureEmail();
    funnel.captureEmail();

    expect(funnel.getRecord().conversionTriggers).toEqual(['mobile_late_night']);
    expect(track.mock.calls).toEqual([
      ['email_capture_captured', { trigger: 'mobile_late_night' }],
      ['ab_conversion', { testId: 'email_capture_copy_test', variantId: 'variant_a' }],
    ]);
  });

  it('records a decline with its time and forgets it a day later', () => {
    const { funnel, track, later } = setup();

    funnel.markEmailCaptureShown();
    funnel.declineEmailCapture();
    expect(funnel.getRecord()).toMatchObject({ emailCaptureDeclined: true, emailCaptureDeclinedAt: LATE });
    expect(track).toHaveBeenCalledWith('email_capture_declined', { trigger: 'mobile_late_night' });

    later(24 * HOUR);
    funnel.recordCalculation();
    expect(funnel.getRecord()).toMatchObject({
      emailCaptureShown: false,
      emailCaptureDeclined: false,
      totalSessions: 2,
    });
  });

  it('counts feature uses and distinct blog posts', () => {
    const { funnel, track } = setup();

    funnel.recordFeatureUse('pdf_export');
    funnel.recordFeatureUse('pdf_export');
    funnel.recordBlogPostRead('overtime-basics');
    funnel.recordBlogPostRead('overtime-basics');

    expect(funnel.getRecord()).toMatchObject({
      featureUsageCount: { pdf_export: 2 },
      blogPostsRead: ['overtime-basics'],
    });
    expect(track.mock.calls).toEqual([
      ['feature_used', { feature: 'pdf_export' }],
      ['feature_used', { feature: 'pdf_export' }],
      ['blog_post_read', { slug: 'overtime-basics' }],
    ]);
  });

  it('keeps the stage in step and tells subscribers of every change', () => {
    const { funnel, stored } = setup();
    const listener = jest.fn();
    funnel.subscribe(listener);

    funnel.syncStage('free_account');
    funnel.syncStage('free_account');

    expect(stored().stage).toBe('free_account');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads the stored record back in a new page', () => {
    const { funnel, storage } = setup();
    funnel.recordCalculation();

    const again = createFunnelStore({
      storage,
      now: () => LATE + 60_000,
      width: () => 1280,
      track: jest.fn(),
      abTests: createAbStore({ storage, now: () => LATE, random: Math.random, track: jest.fn() }),
    });

    expect(again.getRecord()).toMatchObject({ calculationCount: 1, totalSessions: 1, deviceType: 'desktop' });
  });
});
