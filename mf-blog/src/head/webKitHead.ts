// web-kit's head helpers for the server render (libs/web-kit/src/serverHead.ts, siteOrigin), reached so
// that this remote still runs in the previous release's shell (e2e/browser/version-skew.spec.ts), whose
// web-kit, the shared singleton the page gets, may predate them: named imports of a missing export would
// be undefined and throw when called.
import * as webKit from '@takehome/web-kit';
import type { ServerHead } from '@takehome/web-kit';

const kit: Partial<typeof webKit> = webKit;

/** Notes the page's head during a server render; nothing in the browser. */
export function noteServerHead(values: ServerHead): void {
  kit.noteServerHead?.(values);
}

/** The site's public origin: the page's, or the one the server render was given. */
export function siteOrigin(): string {
  return kit.siteOrigin?.() ?? window.location.origin;
}
