// A page the server rendered (shell/src/server/render.tsx, written into the page by
// infra/gateway/page-hints.mjs): #root holds its markup and `#server-data` (a JSON element, never run, so
// the CSP's script-src 'self' holds) the API data it was rendered from.

import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_DATA_ID = 'server-data';

export interface ServerRender {
  /** TanStack Query's dehydrated cache. */
  data: DehydratedState;
  /** For hydrateRoot: a mismatch React recovered from is reported once, and marked on #root. */
  onRecoverableError: (error: unknown) => void;
}

function readData(): DehydratedState | null {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as DehydratedState | null;
    return data && Array.isArray(data.queries) ? data : null;
  } catch {
    return null;
  }
}

/** The server render `root` holds, or null when the page has none (signed-in visitors, private pages). */
export function serverRender(root: HTMLElement): ServerRender | null {
  const data = readData();
  if (!data || !root.hasChildNodes()) return null;
  return {
    data,
    onRecoverableError(error) {
      root.dataset.hydrationError = 'true';
      console.error('Hydration:', error);
    },
  };
}
