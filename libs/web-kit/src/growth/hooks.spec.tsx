import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useNavigate } from 'react-router';
import type { FunnelEventInput } from '@takehome/contracts';
import type { AuthUser } from '../auth';
import { TestProviders, testUser } from '../testing';
import { SAVED_VARIANTS_KEY } from './abTests';
import { resetGrowthServices } from './services';
import { flushTracking } from './tracker';
import { useAbVariant } from './useAbVariant';
import { useFunnel } from './useFunnel';
import { useNudges } from './useNudges';
import { usePageViewTracking } from './usePageViewTracking';

const fetchMock = jest.fn();

function wrapperFor(user: AuthUser | null, route = '/') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestProviders auth={{ user }} route={route}>
        {children}
      </TestProviders>
    );
  };
}

/** Flushes the page tracker and answers the events it sent since the last call. */
async function sentEvents(): Promise<Array<Pick<FunnelEventInput, 'name' | 'props'>>> {
  await flushTracking();
  const events = fetchMock.mock.calls.flatMap(
    ([, init]: [string, { body: string }]) => (JSON.parse(init.body) as { events: FunnelEventInput[] }).events,
  );
  fetchMock.mockClear();
  return events.map(({ name, props }) => ({ name, props }));
}

function mockRandom(...values: number[]) {
  jest.spyOn(Math, 'random').mockImplementation(() => values.shift() ?? 0);
}

beforeEach(async () => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 202, statusText: '', text: () => Promise.resolve('') });
  global.fetch = fetchMock;
  await flushTracking();
  fetchMock.mockClear();
  localStorage.clear();
  resetGrowthServices();
  window.innerWidth = 1280;
});

afterEach(() => jest.restoreAllMocks());

describe('useFunnel', () => {
  it('offers the email capture to a visitor after 5 calculations', async () => {
    const { result } = renderHook(() => useFunnel(), { wrapper: wrapperFor(null) });
    expect(result.current).toMatchObject({ stage: 'anonymous', segment: 'price_sensitive' });
    expect(result.current.personalization).toEqual({
      showEmailCapture: false,
      emailCaptureTrigger: 'value_recognition',
      showUpgradePrompt: false,
      urgency: 'low',
    });

    for (let i = 0; i < 5; i++) act(() => result.current.recordCalculation());

    expect(result.current.record.calculationCount).toBe(5);
    expect(result.current.personalization.showEmailCapture).toBe(true);

    act(() => result.current.markEmailCaptureShown());
    expect(result.current.stage).toBe('email_subscriber');
    expect(result.current.personalization.showEmailCapture).toBe(true);

    act(() => result.current.declineEmailCapture());
    expect(result.current.stage).toBe('anonymous');
    expect(result.current.personalization.showEmailCapture).toBe(false);

    expect((await sentEvents()).map((e) => e.name)).toEqual([
      ...new Array<string>(5).fill('calculation_performed'),
      'email_capture_shown',
      'ab_impression',
      'email_capture_declined',
    ]);
    expect(localStorage.getItem(SAVED_VARIANTS_KEY)).not.toContain('upgrade_prompt_timing_test');
  });

  it('puts a signed-in free account in the upgrade timing test and follows its variant', async () => {
    mockRandom(0.1, 0.7); // inside the 80% split; 0.7 × 100 falls in fifth_calculation's 66–100
    const { result } = renderHook(() => useFunnel(), { wrapper: wrapperFor(testUser) });

    expect(result.current.stage).toBe('free_account');
    expect(result.current.record.stage).toBe('free_account');
    for (let i = 0; i < 4; i++) act(() => result.current.recordCalculation());
    expect(result.current.personalization.showUpgradePrompt).toBe(false);
    act(() => result.current.recordCalculation());
    expect(result.current.personalization.showUpgradePrompt).toBe(true);

    expect((await sentEvents())[0]).toEqual({
      name: 'ab_assigned',
      props: { testId: 'upgrade_prompt_timing_test', variantId: 'variant_b' },
    });
  });

  it('uses the funnel default rule for a free account outside the timing test', () => {
    mockRandom(0.95);
    const { result } = renderHook(() => useFunnel(), { wrapper: wrapperFor(testUser) });

    for (let i = 0; i < 10; i++) act(() => result.current.recordCalculation());
    expect(result.current.personalization).toMatchObject({ showUpgradePrompt: false, urgency: 'medium' });
    act(() => result.current.recordCalculation());
    expect(result.current).toMatchObject({ segment: 'calculator_heavy', personalization: { showUpgradePrompt: true } });
  });

  it('gives paid tiers the paid_pro stage and no prompts', () => {
    const { result } = renderHook(() => useFunnel(), {
      wrapper: wrapperFor({ ...testUser, membershipTier: 'pro' }),
    });
    for (let i = 0; i < 20; i++) act(() => result.current.recordCalculation());

    expect(result.current.stage).toBe('paid_pro');
    expect(result.current.personalization).toMatchObject({ showEmailCapture: false, showUpgradePrompt: false });
  });

  it('shares one record between every component on the page and reads the mobile width', () => {
    window.innerWidth = 767;
    const first = renderHook(() => useFunnel(), { wrapper: wrapperFor(null) });
    const second = renderHook(() => useFunnel(), { wrapper: wrapperFor(null) });

    act(() => first.result.current.recordFeatureUse('planning_tools'));
    act(() => first.result.current.recordBlogPostRead('union-benefits-101'));

    expect(second.result.current.record).toMatchObject({
      deviceType: 'mobile',
      featureUsageCount: { planning_tools: 1 },
      blogPostsRead: ['union-benefits-101'],
    });
  });
});

describe('useAbVariant', () => {
  it('gives the assigned variant and its config, with each event once', async () => {
    mockRandom(0.2, 0.6);
    const { result, rerender } = renderHook(() => useAbVariant('email_capture_copy_test'), {
      wrapper: wrapperFor(null),
    });

    expect(result.current.variantId).toBe('variant_a');
    expect(result.current.config).toEqual({ angle: 'money_value' });
    act(() => {
      result.current.trackImpression();
      result.current.trackImpression();
      result.current.trackConversion();
    });
    rerender();

    expect(await sentEvents()).toEqual(
      ['ab_assigned', 'ab_impression', 'ab_conversion'].map((name) => ({
        name,
        props: { testId: 'email_capture_copy_test', variantId: 'variant_a' },
      })),
    );
  });

  it('shows the control, untracked, to visitors outside the traffic split', async () => {
    mockRandom(0.85);
    const { result } = renderHook(() => useAbVariant('upgrade_prompt_timing_test'), { wrapper: wrapperFor(testUser) });

    expect(result.current).toMatchObject({ variantId: 'control', config: { timing: 'at_limit', calculations: 15 } });
    act(() => result.current.trackImpression());
    expect(await sentEvents()).toEqual([]);
  });
});

describe('useNudges', () => {
  it('shows each nudge once per user', async () => {
    const visitor = renderHook(() => useNudges(), { wrapper: wrapperFor(null) });
    const context = { calculationCount: 2, remaining: 13, signedIn: false };

    expect(visitor.result.current.shouldShow('value', context)).toBe(true);
    act(() => visitor.result.current.markShown('value'));
    expect(visitor.result.current.shouldShow('value', context)).toBe(false);

    const member = renderHook(() => useNudges(), { wrapper: wrapperFor(testUser) });
    expect(member.result.current.shouldShow('value', { ...context, signedIn: true })).toBe(true);
    expect(member.result.current.shouldShow('upgrade', { calculationCount: 12, remaining: 3, signedIn: true })).toBe(
      true,
    );

    expect(await sentEvents()).toEqual([{ name: 'nudge_shown', props: { nudge: 'value' } }]);
  });
});

describe('usePageViewTracking', () => {
  it('tracks one page view per path, with the UTM source and an external referrer', async () => {
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/search?q=pay', configurable: true });
    const { result, rerender } = renderHook(
      () => {
        usePageViewTracking();
        return useNavigate();
      },
      { wrapper: wrapperFor(null, '/?utm_source=Newsletter') },
    );
    rerender();
    act(() => {
      void result.current('/?utm_source=Newsletter&page=2');
    });
    act(() => {
      void result.current('/blog');
    });

    expect(await sentEvents()).toEqual([
      {
        name: 'page_view',
        props: { path: '/', referrer: 'https://www.google.com/search?q=pay', utm_source: 'Newsletter' },
      },
      { name: 'page_view', props: { path: '/blog', referrer: 'https://www.google.com/search?q=pay' } },
    ]);
  });
});
