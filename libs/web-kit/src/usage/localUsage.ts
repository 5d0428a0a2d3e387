import { USAGE_LIMIT, USAGE_WINDOW_MS } from '@takehome/contracts';

/**
 * The local usage record (docs/product/limits.md): the browser's count in the current window, kept per user id or
 * 'anonymous'.
 */
export interface LocalUsageRecord {
  count: number;
  /** When the current window started (ms since epoch); it ends USAGE_WINDOW_MS later. */
  lastReset: number;
}

/** What the calculator shows and decides on: the count, the limit (null: unlimited) and when the window ends. */
export interface UsageSnapshot {
  used: number;
  limit: number | null;
  /** ISO instant the window ends; null when no window is open. */
  resetAt: string | null;
}

const RECORD_KEY_PREFIX = 'takehome.usage.';
const SESSION_KEY = 'takehome.usage.sessionId';

export type UsageOwner = string;
export const ANONYMOUS_OWNER: UsageOwner = 'anonymous';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the counter then lives for the page only.
    return null;
  }
}

function isRecord(value: unknown): value is LocalUsageRecord {
  const record = value as LocalUsageRecord | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    Number.isInteger(record.count) &&
    record.count >= 0 &&
    Number.isFinite(record.lastReset)
  );
}

function readStored(owner: UsageOwner): unknown {
  try {
    return JSON.parse(storage()?.getItem(RECORD_KEY_PREFIX + owner) ?? 'null');
  } catch {
    return null;
  }
}

/** The owner's record as it stands at `now`: an ended window (or a missing, unreadable record) counts 0. */
export function readLocalUsage(owner: UsageOwner, now: number): LocalUsageRecord {
  const stored = readStored(owner);
  if (!isRecord(stored) || now - stored.lastReset >= USAGE_WINDOW_MS || stored.lastReset > now) {
    return { count: 0, lastReset: now };
  }
  return stored;
}

export function writeLocalUsage(owner: UsageOwner, record: LocalUsageRecord): void {
  storage()?.setItem(RECORD_KEY_PREFIX + owner, JSON.stringify(record));
}

/**
 * Counts one calculation; the first one of a window starts it (docs/product/limits.md: the window restarts 6 h after
 * its start).
 */
export function countLocalUsage(owner: UsageOwner, now: number): LocalUsageRecord {
  const current = readLocalUsage(owner, now);
  const next = current.count === 0 ? { count: 1, lastReset: now } : { ...current, count: current.count + 1 };
  writeLocalUsage(owner, next);
  return next;
}

/** The anonymous visitor's snapshot: the browser's record against the free limit. */
export function localSnapshot(record: LocalUsageRecord, limit: number | null = USAGE_LIMIT): UsageSnapshot {
  return {
    used: record.count,
    limit,
    resetAt: record.count > 0 ? new Date(record.lastReset + USAGE_WINDOW_MS).toISOString() : null,
  };
}

/** The local display record that matches a server answer, so a reload shows the server's count. */
export function recordFromSnapshot(snapshot: UsageSnapshot, now: number): LocalUsageRecord {
  const lastReset = snapshot.resetAt ? Date.parse(snapshot.resetAt) - USAGE_WINDOW_MS : now;
  return { count: snapshot.used, lastReset };
}

function randomId(): string {
  // getRandomValues works outside secure contexts too, unlike crypto.randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let pageSessionId: string | null = null;

/** The browser's usage session (docs/product/limits.md usage event sessionId), kept in localStorage across visits. */
export function usageSessionId(): string {
  const store = storage();
  const stored = store?.getItem(SESSION_KEY);
  if (stored) return stored;
  pageSessionId ??= randomId();
  store?.setItem(SESSION_KEY, pageSessionId);
  return pageSessionId;
}
