import { createNudgeStore, flagsOf, NUDGE_HISTORY_KEY, shouldShowNudge, type NudgeContext } from './nudges';

const none = { shownValue: false, shownEmail: false, shownUpgrade: false };
const visitor = (calculationCount: number): NudgeContext => ({
  calculationCount,
  remaining: 15 - calculationCount,
  signedIn: false,
});
const member = (remaining: number | null): NudgeContext => ({ calculationCount: 0, remaining, signedIn: true });

function memory() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

describe('shouldShowNudge', () => {
  it('shows the value nudge from 2 calculations', () => {
    expect(shouldShowNudge('value', visitor(1), none)).toBe(false);
    expect(shouldShowNudge('value', visitor(2), none)).toBe(true);
    expect(shouldShowNudge('value', { ...visitor(2), signedIn: true }, none)).toBe(true);
  });

  it('shows the email nudge from 5 calculations to anonymous visitors only', () => {
    expect(shouldShowNudge('email', visitor(4), none)).toBe(false);
    expect(shouldShowNudge('email', visitor(5), none)).toBe(true);
    expect(shouldShowNudge('email', { ...visitor(5), signedIn: true }, none)).toBe(false);
  });

  it('shows the upgrade nudge to signed-in users with 1 to 3 uses left', () => {
    expect([0, 1, 2, 3, 4].map((left) => shouldShowNudge('upgrade', member(left), none))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(shouldShowNudge('upgrade', member(null), none)).toBe(false);
    expect(shouldShowNudge('upgrade', member(Infinity), none)).toBe(false);
    expect(shouldShowNudge('upgrade', { ...member(2), signedIn: false }, none)).toBe(false);
  });

  it('never shows a nudge twice', () => {
    expect(shouldShowNudge('value', visitor(9), { ...none, shownValue: true })).toBe(false);
    expect(shouldShowNudge('email', visitor(9), { ...none, shownEmail: true })).toBe(false);
    expect(shouldShowNudge('upgrade', member(2), { ...none, shownUpgrade: true })).toBe(false);
  });
});

describe('createNudgeStore', () => {
  it('keeps the flags per user in localStorage and reports each nudge once', () => {
    const storage = memory();
    const track = jest.fn(() => true);
    const nudges = createNudgeStore({ storage, track });

    nudges.markShown('user-1', 'value');
    nudges.markShown('user-1', 'value');
    nudges.markShown('anonymous', 'email');

    expect(flagsOf(nudges.getHistory(), 'user-1')).toEqual({ ...none, shownValue: true });
    expect(flagsOf(nudges.getHistory(), 'user-2')).toEqual(none);
    expect(track.mock.calls).toEqual([
      ['nudge_shown', { nudge: 'value' }],
      ['nudge_shown', { nudge: 'email' }],
    ]);

    const reloaded = createNudgeStore({ storage, track });
    expect(flagsOf(reloaded.getHistory(), 'anonymous')).toEqual({ ...none, shownEmail: true });
    // Hydration shows what the server rendered: no nudge shown yet (a first visit hydrates with its own).
    expect(reloaded.getServerHistory()).toEqual({});
    expect(nudges.getServerHistory()).not.toBe(nudges.getHistory());
    const first = createNudgeStore({ storage: memory(), track });
    expect(first.getServerHistory()).toBe(first.getHistory());
    expect(JSON.parse(storage.values.get(NUDGE_HISTORY_KEY)!)).toEqual({
      'user-1': { ...none, shownValue: true },
      anonymous: { ...none, shownEmail: true },
    });
  });

  it('tells its subscribers', () => {
    const nudges = createNudgeStore({ storage: memory(), track: () => true });
    const listener = jest.fn();
    const unsubscribe = nudges.subscribe(listener);

    nudges.markShown('user-1', 'upgrade');
    unsubscribe();
    nudges.markShown('user-1', 'value');

    expect(listener).toHaveBeenCalledTimes(1);
  });
});
