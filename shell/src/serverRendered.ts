// A page the server rendered (shell/src/server/render.tsx, written into the page by
// infra/gateway/page-hints.mjs): #root holds its markup and `#server-data` (a JSON element, never run, so
// the CSP's script-src 'self' holds) the API data it was rendered from.

import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_DATA_ID = 'server-data';
export const SERVER_VERSIONS_ID = 'server-versions';

/** Which build drew the page: the shell's version, each remote's, and the remote modules it drew. */
export interface RenderVersions {
  shell: string;
  remotes: Record<string, string>;
  modules: string[];
}

declare global {
  /** Each remote entry writes its version here when it runs (libs/web-kit/build/rspack-config.mjs). */
  var __TAKEHOME_VERSIONS__: Record<string, string> | undefined;
}

export interface ServerRender {
  /** TanStack Query's dehydrated cache. */
  data: DehydratedState;
  versions: RenderVersions;
  /** For hydrateRoot: a mismatch React recovered from is reported once, and marked on #root. */
  onRecoverableError: (error: unknown) => void;
}

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readData(): DehydratedState | null {
  const data = readJson(SERVER_DATA_ID) as DehydratedState | null;
  return data && Array.isArray(data.queries) ? data : null;
}

function readVersions(): RenderVersions | null {
  const versions = readJson(SERVER_VERSIONS_ID) as RenderVersions | null;
  return versions && typeof versions.shell === 'string' && Array.isArray(versions.modules) && versions.remotes
    ? versions
    : null;
}

/**
 * Whether this page runs the very builds that drew its markup: the shell's, and every remote's whose
 * modules it drew (their entries have run by then). Any other build may draw other markup: the page is
 * then drawn anew on the client instead of hydrated.
 */
export function runsVersionsOf({ shell, remotes }: RenderVersions): boolean {
  const loaded = globalThis.__TAKEHOME_VERSIONS__ ?? {};
  return (
    shell === process.env.TAKEHOME_SHELL_VERSION &&
    Object.entries(remotes).every(([name, version]) => loaded[name] === version)
  );
}

/** The server render `root` holds, or null when the page has none (signed-in visitors, private pages). */
export function serverRender(root: HTMLElement): ServerRender | null {
  const data = readData();
  const versions = readVersions();
  if (!data || !versions || !root.hasChildNodes()) return null;
  return {
    data,
    versions,
    onRecoverableError(error) {
      root.dataset.hydrationError = 'true';
      console.error('Hydration:', error);
    },
  };
}
