import type { FunnelEventInput } from '@takehome/contracts';
import { ApiError } from '../api';
import { createTracker, FLUSH_DELAY_MS, flushWhenPageHides, isDoNotTrack, type TrackerDeps } from './tracker';

const AT = new Date('2026-11-23T12:00:00.000Z');

type Batch = FunnelEventInput[];

function tracker({
  send = jest.fn((_events: Batch): Promise<unknown> => Promise.resolve()),
  beacon = jest.fn((_events: Batch) => true),
  doNotTrack = () => false,
}: Partial<Pick<TrackerDeps, 'doNotTrack'>> & {
  send?: jest.Mock<Promise<unknown>, [Batch]>;
  beacon?: jest.Mock<boolean, [Batch]>;
} = {}) {
  const deps: TrackerDeps = { send, beacon, sessionId: () => 'session-1', now: () => AT, doNotTrack };
  return { send, beacon, tracker: createTracker(deps) };
}

const sentSizes = (send: jest.Mock<Promise<unknown>, [Batch]>) => send.mock.calls.map(([events]) => events.length);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createTracker', () => {
  it('queues events with the session id, time and props, and sends them a few seconds later in one batch', async () => {
    const { tracker: t, send } = tracker();

    t.track('page_view', { path: '/blog', referrer: undefined, utm_source: 'newsletter' });
    t.track('feature_used', { feature: 'export' });
    expect(send).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual([
      {
        name: 'page_view',
        sessionId: 'session-1',
        at: AT.toISOString(),
        props: { path: '/blog', utm_source: 'newsletter' },
      },
      { name: 'feature_used', sessionId: 'session-1', at: AT.toISOString(), props: { feature: 'export' } },
    ]);
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends 120 events as 3 posts of at most 50', async () => {
    const { tracker: t, send } = tracker();

    for (let i = 0; i < 120; i++) t.track('feature_used', { feature: `f${i}` });
    await t.flush();

    expect(sentSizes(send)).toEqual([50, 50, 20]);
    const features = send.mock.calls.flatMap(([events]) => events.map((e) => e.props.feature));
    expect(features).toEqual(Array.from({ length: 120 }, (_, i) => `f${i}`));
  });

  it('sends a full batch at once, without waiting for the timer', async () => {
    const { tracker: t, send } = tracker();

    for (let i = 0; i < 50; i++) t.track('feature_used', { feature: 'save' });
    await Promise.resolve();

    expect(sentSizes(send)).toEqual([50]);
  });

  it('sends nothing at all under Do Not Track', async () => {
    const { tracker: t, send, beacon } = tracker({ doNotTrack: () => true });

    expect(t.track('page_view', { path: '/' })).toBe(false);
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await t.flush();
    t.flushOnHide();

    expect(send).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('cuts long strings to what the service accepts and turns non-finite numbers into null', async () => {
    const { tracker: t, send } = tracker();

    t.track('page_view', {
      referrer: `https://example.com/${'x'.repeat(600)}`,
      count: Number.NaN,
      ok: true,
      none: null,
    });
    await t.flush();

    const { props } = send.mock.calls[0][0][0];
    expect((props.referrer as string).length).toBe(512);
    expect(props).toMatchObject({ count: null, ok: true, none: null });
  });

  it('tries a batch again after a network or server failure, but drops one the service refused', async () => {
    const send = jest
      .fn<Promise<unknown>, [Batch]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', ''))
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError(400, 'Bad Request', '{"error":"events[0].name: bad"}'));
    const { tracker: t } = tracker({ send });

    t.track('page_view', { path: '/' });
    await t.flush();
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[2][0]).toHaveLength(1);

    t.track('page_view', { path: '/faq' });
    await t.flush();
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 2);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('hands the queue to sendBeacon in batches when the page hides, falling back to a request', () => {
    const beacon = jest.fn<boolean, [Batch]>().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const { tracker: t, send } = tracker({ beacon });

    for (let i = 0; i < 70; i++) t.track('blog_post_read', { slug: `post-${i}` });
    send.mockClear();
    t.flushOnHide();

    expect(beacon.mock.calls.map(([events]) => events.length)).toEqual([20]);
    expect(send).not.toHaveBeenCalled();

    for (let i = 0; i < 60; i++) t.track('blog_post_read', { slug: `post-${i}` });
    send.mockClear();
    t.flushOnHide();
    expect(sentSizes(send)).toEqual([10]);
  });
});

describe('flushWhenPageHides', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  }

  afterEach(() => setVisibility('visible'));

  it('flushes on visibilitychange to hidden and on pagehide, until stopped', () => {
    const flushOnHide = jest.fn();
    const stop = flushWhenPageHides({ track: jest.fn(), flush: jest.fn(), flushOnHide });

    document.dispatchEvent(new Event('visibilitychange'));
    expect(flushOnHide).not.toHaveBeenCalled();

    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(flushOnHide).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(flushOnHide).toHaveBeenCalledTimes(2);
  });
});

describe('isDoNotTrack', () => {
  it("is on only for doNotTrack '1'", () => {
    expect(isDoNotTrack({ doNotTrack: '1' })).toBe(true);
    expect(isDoNotTrack({ doNotTrack: '0' })).toBe(false);
    expect(isDoNotTrack({ doNotTrack: null })).toBe(false);
  });
});

describe('the page tracker (track, flushTracking)', () => {
  let fetchMock: jest.Mock;
  let sendBeacon: jest.Mock;

  /** A fresh copy of the module, so each test starts with its own page tracker. */
  async function pageTracker(): Promise<typeof import('./tracker')> {
    let loaded!: typeof import('./tracker');
    await jest.isolateModulesAsync(async () => {
      loaded = await import('./tracker');
    });
    return loaded;
  }

  /** jsdom's Blob has no text(). */
  function readText(blob: Blob): Promise<string> {
    return new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
  }

  function setDoNotTrack(value: string | null) {
    Object.defineProperty(navigator, 'doNotTrack', { value, configurable: true });
  }

  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn(() =>
      Promise.resolve({ ok: true, status: 202, statusText: 'Accepted', text: () => Promise.resolve('{"accepted":1}') }),
    );
    global.fetch = fetchMock;
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    setDoNotTrack(null);
  });

  it('POSTs the events to /api/analytics/events with the usage session id', async () => {
    const { track, flushTracking } = await pageTracker();

    track('page_view', { path: '/' });
    await flushTracking();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as [string, { method: string; body: string }];
    expect(path).toBe('/api/analytics/events');
    expect(init.method).toBe('POST');
    const { events } = JSON.parse(init.body) as { events: FunnelEventInput[] };
    expect(events).toEqual([
      {
        name: 'page_view',
        sessionId: localStorage.getItem('takehome.usage.sessionId'),
        at: expect.any(String) as unknown,
        props: { path: '/' },
      },
    ]);
    expect(events[0].sessionId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends what is queued with sendBeacon, as a JSON Blob, when the page hides', async () => {
    const { track } = await pageTracker();

    track('email_capture_shown', { trigger: 'value_recognition' });
    window.dispatchEvent(new Event('pagehide'));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [path, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    // A beacon cannot set headers: its idempotency key rides in the query string, fresh for each batch.
    expect(path).toMatch(/^\/api\/analytics\/events\?idempotency-key=[0-9a-f-]{36}$/);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/json');
    const body = JSON.parse(await readText(blob)) as { events: FunnelEventInput[] };
    expect(body.events.map((e) => [e.name, e.props])).toEqual([
      ['email_capture_shown', { trigger: 'value_recognition' }],
    ]);
  });

  it("sends nothing when navigator.doNotTrack is '1'", async () => {
    setDoNotTrack('1');
    const { track, flushTracking } = await pageTracker();

    expect(track('page_view', { path: '/' })).toBe(false);
    await flushTracking();
    window.dispatchEvent(new Event('pagehide'));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
