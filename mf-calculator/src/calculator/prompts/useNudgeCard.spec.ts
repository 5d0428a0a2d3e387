import type { NudgeContext } from '@takehome/web-kit';
import { nudgeAfterCalculation, type ShownNudge } from './useNudgeCard';

const signedIn = (used: number, limit = 15): NudgeContext => ({
  calculationCount: used,
  remaining: limit - used,
  signedIn: true,
});

describe('nudge counts', () => {
  it('reads the live count on an upgrade card kept across calculations: 3, 2, 1 left at 12, 13, 14 of 15', () => {
    // The upgrade nudge is due once (at 12/15, 3 left); after that it is marked shown and not due again.
    let card: ShownNudge | null = null;
    const seen: Array<number | null> = [];
    for (const used of [12, 13, 14]) {
      const context = signedIn(used);
      const due = used === 12 ? 'upgrade' : undefined;
      card = nudgeAfterCalculation(card, due, context);
      seen.push(card?.context.remaining ?? null);
    }
    expect(seen).toEqual([3, 2, 1]);
    expect(card?.kind).toBe('upgrade');
  });

  it('shows a newly due nudge in place of the card on screen', () => {
    const shown: ShownNudge = { kind: 'value', context: signedIn(2) };
    expect(nudgeAfterCalculation(shown, 'upgrade', signedIn(12))).toEqual({ kind: 'upgrade', context: signedIn(12) });
  });

  it('shows no card when none was shown and none is due', () => {
    expect(nudgeAfterCalculation(null, undefined, signedIn(5))).toBeNull();
  });
});
