import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@takehome/web-kit/federation';
import type { RemoteModuleId } from '@takehome/web-kit';
import { preloadable, type PreloadableComponent } from './preloadable';

/** The remotes manifest: each remote's browser entry, and `ssrEntry`, its server container's (the render server's). */
interface RemotesManifest {
  remotes: { name: string; entry: string; ssrEntry?: string }[];
}

function isRemotesManifest(value: unknown): value is RemotesManifest {
  const remotes = (value as RemotesManifest | null)?.remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every((remote) => typeof remote?.name === 'string' && typeof remote?.entry === 'string')
  );
}

let registration: Promise<void> | null = null;

/** The gateway writes the manifest into the page (a JSON script element); a page without it fetches it. */
function inlineManifest(): unknown {
  const text = document.getElementById('remotes-manifest')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function fetchManifest(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
}

/**
 * Reads the remotes manifest (from the page, else /remotes.json; both written by the gateway at run time) and registers the remotes with the federation
 * runtime the build plugin created. Runs once; a failure is kept, so every remote route shows its fallback.
 */
export function registerRemotesFromManifest(): Promise<void> {
  registration ??= (async () => {
    const manifest: unknown = inlineManifest() ?? (await fetchManifest());
    if (!isRemotesManifest(manifest)) throw new Error('/remotes.json has no valid "remotes" list');
    registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
  })();
  return registration;
}

const components = new Map<string, PreloadableComponent<object>>();

/**
 * A lazy component for a remote module's default export (preloadable: ./preloadable.ts). A remote that cannot be registered or loaded
 * (e.g. RUNTIME-008, its remoteEntry.js unreachable) rejects the lazy import, which the RemoteBoundary
 * around it turns into the fallback card. One component per id, so React never remounts it needlessly.
 */
export function lazyRemote(id: RemoteModuleId): PreloadableComponent<object> {
  let component = components.get(id);
  if (!component) {
    component = preloadable(async () => {
      await registerRemotesFromManifest();
      const module = await loadRemote<{ default?: ComponentType<object> }>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      return module.default;
    });
    components.set(id, component);
  }
  return component;
}
