import { createAbStore, type AbStore } from './abTests';
import { createFunnelStore, type FunnelStore } from './funnelStore';
import { createNudgeStore, type NudgeStore } from './nudges';
import { browserStorage } from './storage';
import { track } from './tracker';

export interface GrowthServices {
  funnel: FunnelStore;
  abTests: AbStore;
  nudges: NudgeStore;
}

let services: GrowthServices | null = null;

/** The page's funnel, A/B and nudge state on localStorage, the clock and the page tracker; made on first use. */
export function growthServices(): GrowthServices {
  if (!services) {
    const storage = browserStorage();
    const abTests = createAbStore({ storage, now: () => Date.now(), random: () => Math.random(), track });
    services = {
      abTests,
      funnel: createFunnelStore({
        storage,
        now: () => Date.now(),
        width: () => (typeof window === 'undefined' ? 0 : window.innerWidth),
        track,
        abTests,
      }),
      nudges: createNudgeStore({ storage, track }),
    };
  }
  return services;
}

/** Forgets the state so the next use reads localStorage afresh (tests). */
export function resetGrowthServices(): void {
  services = null;
}
