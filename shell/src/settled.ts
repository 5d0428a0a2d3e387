// `#root[data-settled]`: set once the first page has been drawn and taken in hand by React (hydrated or
// rendered), its route's code loaded, nothing loading (no spinner or skeleton) and no request in flight.
// The browser tests start from there (e2e/support/browser.ts appReady).
import { useEffect } from 'react';

/** Anything still loading marks itself with this attribute (Spinner, Skeleton). */
export const LOADING_SELECTOR = '[data-loading]';
/** Marked by then even if something is still loading. */
const SETTLE_TIMEOUT_MS = 10_000;
/** Nothing loading for this long counts as settled (a query may start right after a chunk arrives). */
const QUIET_MS = 60;

let pageMounted = false;
let onPageMounted: (() => void) | null = null;
const pageMountedOnce = new Promise<void>((resolve) => (onPageMounted = resolve));

/** Resolves once the first page is mounted (on a server-rendered page: hydrated). */
export function whenPageMounted(): Promise<void> {
  return pageMountedOnce;
}

/**
 * Rendered beside a route's page, inside its Suspense boundary: its effect runs once the page is mounted,
 * which on a server-rendered page means hydrated (the markup alone is there before). Renders nothing,
 * on the server too.
 */
export function PageMounted(): null {
  useEffect(() => {
    pageMounted = true;
    onPageMounted?.();
  }, []);
  return null;
}

/** For tests: as before any page was mounted. */
export function resetPageMounted(mounted = false): void {
  pageMounted = mounted;
}

/**
 * Resolves once a page is mounted in `root` and nothing in it has been loading for a moment (or after the
 * timeout). `busy` tells whether requests are in flight (the query client's count).
 */
export function whenSettled(root: HTMLElement, busy: () => boolean, timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    let quietSince = 0;
    const started = Date.now();
    const check = () => {
      const loading = !pageMounted || !root.hasChildNodes() || root.querySelector(LOADING_SELECTOR) !== null || busy();
      const now = Date.now();
      if (loading) quietSince = 0;
      else quietSince ||= now;
      if ((quietSince && now - quietSince >= QUIET_MS) || now - started >= timeoutMs) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(check, 20);
  });
}

/** Marks `root` settled (`data-settled`) once whenSettled resolves. */
export function markWhenSettled(root: HTMLElement, busy: () => boolean): Promise<void> {
  return whenSettled(root, busy).then(() => {
    root.dataset.settled = 'true';
  });
}
