import { useCallback, useState } from 'react';
import type { Nudge } from '@takehome/contracts';
import { useNudges, type NudgeContext } from '@takehome/web-kit';

/** The most pressing first. */
const NUDGE_ORDER: readonly Nudge[] = ['upgrade', 'email', 'value'];

export interface ShownNudge {
  kind: Nudge;
  context: NudgeContext;
}

/**
 * The card after a calculation: a newly due nudge replaces the card; otherwise the card on screen
 * keeps its kind but reads the latest figures (an upgrade nudge shown at 12/15 says 2 left at 13/15).
 */
export function nudgeAfterCalculation(
  current: ShownNudge | null,
  due: Nudge | undefined,
  context: NudgeContext,
): ShownNudge | null {
  if (due) return { kind: due, context };
  return current && { kind: current.kind, context };
}

/**
 * After each calculation, the nudge card that is due (each shown once per user), kept until
 * dismissed. `emailCaptureAvailable`: the funnel's email capture may still be offered, which asks
 * the same thing as the email nudge, so that nudge waits until the capture is declined.
 */
export function useNudgeCard(emailCaptureAvailable: boolean) {
  const { shouldShow, markShown } = useNudges();
  const [nudge, setNudge] = useState<ShownNudge | null>(null);

  const afterCalculation = useCallback(
    (context: NudgeContext) => {
      const kind = NUDGE_ORDER.find((k) => !(k === 'email' && emailCaptureAvailable) && shouldShow(k, context));
      if (kind) markShown(kind);
      setNudge((current) => nudgeAfterCalculation(current, kind, context));
    },
    [emailCaptureAvailable, shouldShow, markShown],
  );
  const dismiss = useCallback(() => setNudge(null), []);

  return { nudge, afterCalculation, dismiss };
}
