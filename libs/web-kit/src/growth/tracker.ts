import { MAX_EVENTS_PER_BATCH, type FunnelEventInput, type FunnelEventName } from '@takehome/contracts';
import { ApiError, apiFetch, newIdempotencyKey } from '../api';
import { usageSessionId } from '../usage/localUsage';

export const EVENTS_PATH = '/api/analytics/events';

/** Queued events are sent this long after the first of them, unless a full batch goes out sooner. */
export const FLUSH_DELAY_MS = 5000;

/** The service refuses longer strings (and with them the whole batch). */
const MAX_PROP_LENGTH = 512;

/** Events kept while the service cannot be reached; the oldest go first. */
const MAX_QUEUED_EVENTS = 500;

/** Event properties; undefined ones are left out. */
export type TrackProps = Record<string, string | number | boolean | null | undefined>;

export interface TrackerDeps {
  /** POSTs one batch; rejects when it was not accepted. */
  send: (events: FunnelEventInput[]) => Promise<unknown>;
  /** Hands one batch to the browser to deliver after the page is gone; false when it refused. */
  beacon: (events: FunnelEventInput[]) => boolean;
  sessionId: () => string;
  now: () => Date;
  doNotTrack: () => boolean;
}

export interface Tracker {
  /** Queues one funnel event; false (and nothing queued) when the visitor asked not to be tracked. */
  track: (name: FunnelEventName, props?: TrackProps) => boolean;
  /** Sends everything queued, in batches of at most 50. */
  flush: () => Promise<void>;
  /** Sends everything queued with sendBeacon, for a page that is being hidden or unloaded. */
  flushOnHide: () => void;
}

function cleanProps(props: TrackProps): FunnelEventInput['props'] {
  const clean: FunnelEventInput['props'] = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (typeof value === 'string') clean[key] = value.slice(0, MAX_PROP_LENGTH);
    else if (typeof value === 'number') clean[key] = Number.isFinite(value) ? value : null;
    else clean[key] = value;
  }
  return clean;
}

function inBatches(events: FunnelEventInput[]): FunnelEventInput[][] {
  const batches: FunnelEventInput[][] = [];
  for (let i = 0; i < events.length; i += MAX_EVENTS_PER_BATCH) batches.push(events.slice(i, i + MAX_EVENTS_PER_BATCH));
  return batches;
}

/** A refused batch (4xx) would be refused again; anything else (offline, 5xx) is worth another try. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Batches funnel events in memory and delivers them to svc-analytics; no third-party scripts. */
export function createTracker(deps: TrackerDeps): Tracker {
  let queue: FunnelEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function takeQueue(): FunnelEventInput[][] {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batches = inBatches(queue);
    queue = [];
    return batches;
  }

  function scheduleFlush() {
    timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
  }

  async function flush() {
    for (const batch of takeQueue()) {
      try {
        await deps.send(batch);
      } catch (error) {
        if (!worthRetrying(error)) continue;
        queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS);
        scheduleFlush();
      }
    }
  }

  function track(name: FunnelEventName, props: TrackProps = {}) {
    if (deps.doNotTrack()) return false;
    queue.push({ name, sessionId: deps.sessionId(), at: deps.now().toISOString(), props: cleanProps(props) });
    if (queue.length > MAX_QUEUED_EVENTS) queue.shift();
    if (queue.length >= MAX_EVENTS_PER_BATCH) void flush();
    else scheduleFlush();
    return true;
  }

  function flushOnHide() {
    for (const batch of takeQueue()) {
      if (!deps.beacon(batch)) deps.send(batch).catch(() => undefined);
    }
  }

  return { track, flush, flushOnHide };
}

/** Flushes with sendBeacon when the page is hidden (tab switch, app switch) or unloaded. */
export function flushWhenPageHides(tracker: Tracker, win: Window = window): () => void {
  const onVisibilityChange = () => {
    if (win.document.visibilityState === 'hidden') tracker.flushOnHide();
  };
  const onPageHide = () => tracker.flushOnHide();
  win.document.addEventListener('visibilitychange', onVisibilityChange);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibilityChange);
    win.removeEventListener('pagehide', onPageHide);
  };
}

/** The visitor's Do Not Track setting: '1' means no funnel or A/B events leave the browser. */
export function isDoNotTrack(nav: Pick<Navigator, 'doNotTrack'> = navigator): boolean {
  return nav.doNotTrack === '1';
}

function sendBeaconBatch(events: FunnelEventInput[]): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
  // A beacon cannot carry headers: its idempotency key goes in the query string.
  return navigator.sendBeacon(`${EVENTS_PATH}?idempotency-key=${newIdempotencyKey()}`, body);
}

let pageTracker: Tracker | null = null;

/** The page's one tracker (web-kit is a federation singleton, so the shell and every remote share it). */
function browserTracker(): Tracker {
  if (!pageTracker) {
    pageTracker = createTracker({
      send: (events) => apiFetch(EVENTS_PATH, { method: 'POST', body: { events } }),
      beacon: sendBeaconBatch,
      sessionId: usageSessionId,
      now: () => new Date(),
      doNotTrack: () => isDoNotTrack(),
    });
    flushWhenPageHides(pageTracker);
  }
  return pageTracker;
}

/** Records one funnel event (docs/product/funnel.md) for svc-analytics; nothing is sent when Do Not Track is on. */
export function track(name: FunnelEventName, props?: TrackProps): boolean {
  return browserTracker().track(name, props);
}

/** Sends the queued funnel events now. */
export function flushTracking(): Promise<void> {
  return browserTracker().flush();
}
