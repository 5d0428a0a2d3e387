import type { FunnelStage } from '@takehome/contracts';
import type { AbStore } from './abTests';
import {
  emailCaptureTriggerOf,
  hasCapturedEmail,
  refreshFunnelRecord,
  withBlogPostRead,
  withCalculation,
  withEmailCaptured,
  withEmailCaptureDeclined,
  withEmailCaptureShown,
  withFeatureUse,
  withStage,
  type FunnelRecord,
} from './funnel';
import { readJson, writeJson, type KeyValueStorage } from './storage';
import type { Tracker } from './tracker';

export const FUNNEL_RECORD_KEY = 'takehome.funnel';

export interface FunnelStoreDeps {
  storage: KeyValueStorage;
  now: () => number;
  /** The window's inner width, read at each change (device type). */
  width: () => number;
  track: Tracker['track'];
  abTests: AbStore;
}

/** What the visitor did, each kept in the local funnel record and reported as a funnel event. */
export interface FunnelActions {
  recordCalculation: () => void;
  markEmailCaptureShown: () => void;
  captureEmail: () => void;
  declineEmailCapture: () => void;
  recordFeatureUse: (feature: string) => void;
  recordBlogPostRead: (slug: string) => void;
}

export interface FunnelStore extends FunnelActions {
  getRecord: () => FunnelRecord;
  /**
   * The record a server render shows (a first visit's), for hydration: this browser's own when it is a
   * first visit, so nothing renders again after hydrating. A returning visitor's record (after 8
   * calculations the calculator shows the email capture) would not match the server's markup; hydrated
   * with this one, the page then renders the visitor's own.
   */
  getServerRecord: () => FunnelRecord;
  subscribe: (listener: () => void) => () => void;
  /** Keeps the stored stage in step with the one derived from the session. */
  syncStage: (stage: FunnelStage) => void;
}

const EMAIL_COPY_TEST = 'email_capture_copy_test';

export function createFunnelStore(deps: FunnelStoreDeps): FunnelStore {
  const context = () => ({ now: deps.now(), width: deps.width() });
  const listeners = new Set<() => void>();
  const stored = readJson<Partial<FunnelRecord> | null>(deps.storage, FUNNEL_RECORD_KEY, null);
  let record = refreshFunnelRecord(stored, context());
  const serverRecord = stored ? refreshFunnelRecord(null, context()) : record;
  writeJson(deps.storage, FUNNEL_RECORD_KEY, record);

  /** Applies a change to the record as it stands now, stores it and tells the hooks. */
  function update(change: (current: FunnelRecord) => FunnelRecord): FunnelRecord {
    record = change(refreshFunnelRecord(record, context()));
    writeJson(deps.storage, FUNNEL_RECORD_KEY, record);
    listeners.forEach((listener) => listener());
    return record;
  }

  const trigger = () => emailCaptureTriggerOf(record);

  return {
    getRecord: () => record,
    getServerRecord: () => serverRecord,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    syncStage(stage) {
      if (record.stage !== stage) update((current) => withStage(current, stage));
    },
    recordCalculation() {
      const { calculationCount } = update(withCalculation);
      deps.track('calculation_performed', { calculationCount });
    },
    markEmailCaptureShown() {
      if (record.emailCaptureShown) return;
      update(withEmailCaptureShown);
      deps.track('email_capture_shown', { trigger: trigger() });
      deps.abTests.trackOnce(EMAIL_COPY_TEST, 'impression');
    },
    captureEmail() {
      if (hasCapturedEmail(record)) return;
      update((current) => withEmailCaptured(current, emailCaptureTriggerOf(current)));
      deps.track('email_capture_captured', { trigger: trigger() });
      deps.abTests.trackOnce(EMAIL_COPY_TEST, 'conversion');
    },
    declineEmailCapture() {
      update((current) => withEmailCaptureDeclined(current, deps.now()));
      deps.track('email_capture_declined', { trigger: trigger() });
    },
    recordFeatureUse(feature) {
      update((current) => withFeatureUse(current, feature));
      deps.track('feature_used', { feature });
    },
    recordBlogPostRead(slug) {
      if (record.blogPostsRead.includes(slug)) return;
      update((current) => withBlogPostRead(current, slug));
      deps.track('blog_post_read', { slug });
    },
  };
}
