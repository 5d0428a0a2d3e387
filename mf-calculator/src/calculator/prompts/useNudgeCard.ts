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
      if (!kind) return;
      markShown(kind);
      setNudge({ kind, context });
    },
    [emailCaptureAvailable, shouldShow, markShown],
  );
  const dismiss = useCallback(() => setNudge(null), []);

  return { nudge, afterCalculation, dismiss };
}
