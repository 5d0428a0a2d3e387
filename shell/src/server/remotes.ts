// The loader seam of ../remotes.ts for the render server (rspack.server.config.mjs puts it in place of
// ../remotes): the same federation runtime API as the browser, with each remote's server container
// (its `ssrEntry` in the manifest) registered instead of its browser one. Same exports as the seam.
import type { ComponentType, ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@takehome/web-kit/federation';
import type { RemoteModuleId } from '@takehome/web-kit';
import { preloadable, type PreloadableComponent } from '../preloadable';

export interface ServerRemote {
  name: string;
  /** Absolute URL of the remote's server container entry. */
  ssrEntry: string;
}

let registered = false;
/** The remote modules the render under way has drawn (renders run one at a time). */
let drawn: Set<string> | undefined;

/** The global each remote entry writes its version into when it runs (libs/web-kit/build/rspack-config.mjs). */
declare global {
  var __TAKEHOME_VERSIONS__: Record<string, string> | undefined;
}

/** Called once by the render server, with the manifest's remotes, before anything renders. */
export function configureRemotes(remotes: ServerRemote[]): void {
  registerRemotes(remotes.map(({ name, ssrEntry }) => ({ name, entry: ssrEntry })));
  registered = true;
}

/** Starts recording the remote modules a render draws; the returned function stops and gives them. */
export function recordRemoteModules(): () => string[] {
  const current = new Set<string>();
  drawn = current;
  return () => {
    if (drawn === current) drawn = undefined;
    return [...current].sort();
  };
}

/** The version of each remote whose server container this process runs. */
export function remoteVersions(): Record<string, string> {
  return { ...globalThis.__TAKEHOME_VERSIONS__ };
}

export function registerRemotesFromManifest(): Promise<void> {
  return registered ? Promise.resolve() : Promise.reject(new Error('No remotes registered on the server'));
}

const components = new Map<string, PreloadableComponent<object>>();

/** As the browser's: the same component around the page, so both render the same tree. */
export function lazyRemote(id: RemoteModuleId): PreloadableComponent<object> {
  let component = components.get(id);
  if (!component) {
    component = preloadable(async () => {
      await registerRemotesFromManifest();
      const module = await loadRemote<{ default?: ComponentType<object> }>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      return module.default;
    });
    const lazy = component as unknown as (props: object) => ReactNode;
    // Called as a function, not drawn as an element of its own: the tree stays the browser's.
    component = Object.assign((props: object) => (drawn?.add(id), lazy(props)), { preload: component.preload });
    components.set(id, component);
  }
  return component;
}
