// web-kit's useRecordUsage, reached so that this remote still runs in the previous release's shell
// (e2e/browser/version-skew.spec.ts), whose web-kit, the shared singleton the page gets, may predate it:
// a named import of a missing export would be undefined and throw when called.
import * as webKit from '@takehome/web-kit';
import type { Usage } from '@takehome/web-kit';

const kit: Partial<typeof webKit> = webKit;

/** Without web-kit's own, the counter's `record`: the page then also renders again when the count arrives. */
const useCounterRecord = (): Usage['record'] => webKit.useUsage().record;

/** Counts one calculation, or refuses it at the limit, without following the count (one per page load). */
export const useRecordUsage: () => Usage['record'] = kit.useRecordUsage ?? useCounterRecord;
