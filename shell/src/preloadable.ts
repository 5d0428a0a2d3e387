import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code; once resolved, it renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy, plus `preload()`: a page the server rendered has its route's code loaded before the browser
 * hydrates it (shell/src/bootstrap.tsx), so the page hydrates in the same pass as the frame. A Suspense
 * boundary still waiting for its code when the session or anything else above it changes would be
 * thrown away and drawn again from its fallback (a flash). Not preloaded, it suspends as React.lazy does.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await start() }));
  // The same element tree either way: the lazy wrapper adds no component of its own.
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload: () => start().then(() => undefined) });
}
