// A Module Federation runtime plugin (the runtime's documented plugin API): a remote entry that failed to
// load (RUNTIME-008: a refused connection, a 5xx while a remote is being deployed) is tried again a few
// times with a growing pause before the page shows the remote's fallback. The build names this file in
// `runtimePlugins` (libs/web-kit/build/rspack-config.mjs), for the browser and the render server alike.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteRetryOptions {
  /** Further tries after the first failure. */
  retries?: number;
  /** Pause before the first retry; each later one waits this much longer. */
  delayMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryExports = Awaited<ReturnType<Parameters<LoadEntryError>[0]['getRemoteEntry']>>;

export function remoteRetryPlugin({
  retries = 3,
  delayMs = 300,
}: RemoteRetryOptions = {}): ModuleFederationRuntimePlugin {
  const retry = async ({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryError>[0]): Promise<EntryExports | undefined> => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= retries; attempt += 1) {
      await pause(delayMs * attempt);
      // The failed load is remembered under this key; forget it so the entry is fetched again.
      delete globalLoading[uniqueKey];
      try {
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (exports) return exports;
      } catch (error) {
        lastError = error;
      }
    }
    if (lastError) console.warn(`Remote ${remoteInfo.name} did not load after ${retries + 1} tries`);
    return undefined;
  };
  return {
    name: 'takehome-remote-retry',
    // The hook resolves the entry's exports, or undefined to let the failure stand. (Its declared type
    // nests a promise in the promise, which an async function cannot express; the runtime awaits either.)
    loadEntryError: retry as unknown as LoadEntryError,
  };
}

export default remoteRetryPlugin;
