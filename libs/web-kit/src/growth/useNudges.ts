import { useCallback, useSyncExternalStore } from 'react';
import type { Nudge } from '@takehome/contracts';
import { useAuth } from '../auth';
import { ANONYMOUS_NUDGE_USER, flagsOf, shouldShowNudge, type NudgeContext } from './nudges';
import { growthServices } from './services';

export interface NudgesApi {
  shouldShow: (kind: Nudge, context: NudgeContext) => boolean;
  markShown: (kind: Nudge) => void;
}

/** docs/product/funnel.md nudges for the current user, each shown once per user. */
export function useNudges(): NudgesApi {
  const { user } = useAuth();
  const { nudges } = growthServices();
  const history = useSyncExternalStore(nudges.subscribe, nudges.getHistory, nudges.getServerHistory);
  const userKey = user?.id ?? ANONYMOUS_NUDGE_USER;
  const shouldShow = useCallback(
    (kind: Nudge, context: NudgeContext) => shouldShowNudge(kind, context, flagsOf(history, userKey)),
    [history, userKey],
  );
  const markShown = useCallback((kind: Nudge) => nudges.markShown(userKey, kind), [nudges, userKey]);
  return { shouldShow, markShown };
}
