// Nudge history and nudges (docs/product/funnel.md): value, email and upgrade, each shown once per user.
import type { Nudge } from '@takehome/contracts';
import { readJson, writeJson, type KeyValueStorage } from './storage';
import type { TrackProps } from './tracker';

export const NUDGE_HISTORY_KEY = 'takehome.nudges';

/** History key of a visitor who is not signed in. */
export const ANONYMOUS_NUDGE_USER = 'anonymous';

export interface NudgeFlags {
  shownValue: boolean;
  shownEmail: boolean;
  shownUpgrade: boolean;
}

/** Flags per user id (or ANONYMOUS_NUDGE_USER). */
export type NudgeHistory = Record<string, NudgeFlags>;

export interface NudgeContext {
  calculationCount: number;
  /** Calculations left in the window; null (or Infinity) when the tier has no limit. */
  remaining: number | null;
  signedIn: boolean;
}

const FLAG_OF = { value: 'shownValue', email: 'shownEmail', upgrade: 'shownUpgrade' } as const satisfies Record<
  Nudge,
  keyof NudgeFlags
>;

const NO_FLAGS: NudgeFlags = { shownValue: false, shownEmail: false, shownUpgrade: false };

export function flagsOf(history: NudgeHistory, userKey: string): NudgeFlags {
  return { ...NO_FLAGS, ...history[userKey] };
}

/** value at 2+ calculations; email at 5+ for anonymous visitors; upgrade when 1–3 uses remain for signed-in users. */
export function shouldShowNudge(kind: Nudge, context: NudgeContext, flags: NudgeFlags): boolean {
  if (flags[FLAG_OF[kind]]) return false;
  switch (kind) {
    case 'value':
      return context.calculationCount >= 2;
    case 'email':
      return !context.signedIn && context.calculationCount >= 5;
    case 'upgrade':
      return context.signedIn && context.remaining !== null && context.remaining >= 1 && context.remaining <= 3;
  }
}

export interface NudgeStoreDeps {
  storage: KeyValueStorage;
  track: (name: 'nudge_shown', props: TrackProps) => boolean;
}

export interface NudgeStore {
  getHistory: () => NudgeHistory;
  /** What a server render shows (none shown yet), for hydration: this browser's own when it is empty. */
  getServerHistory: () => NudgeHistory;
  markShown: (userKey: string, kind: Nudge) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createNudgeStore(deps: NudgeStoreDeps): NudgeStore {
  const stored = readJson<NudgeHistory | null>(deps.storage, NUDGE_HISTORY_KEY, null);
  let history: NudgeHistory = stored && typeof stored === 'object' ? stored : {};
  const serverHistory: NudgeHistory = Object.keys(history).length ? {} : history;
  const listeners = new Set<() => void>();

  function markShown(userKey: string, kind: Nudge) {
    const flags = flagsOf(history, userKey);
    if (flags[FLAG_OF[kind]]) return;
    history = { ...history, [userKey]: { ...flags, [FLAG_OF[kind]]: true } };
    writeJson(deps.storage, NUDGE_HISTORY_KEY, history);
    deps.track('nudge_shown', { nudge: kind });
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return { getHistory: () => history, getServerHistory: () => serverHistory, markShown, subscribe };
}
