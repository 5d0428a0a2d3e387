// The render server's entry into the shell's server build (dist-server/render.cjs). Everything is behind
// a dynamic import, the async boundary that lets the federation runtime set up the shared modules (React,
// styled-components, web-kit) before any of them runs, as ../index.ts does in the browser.
import type { RenderedPage, RenderOptions } from './render';
import type { ServerRemote } from './remotes';

export type { RenderedPage, RenderOptions, RenderVersions } from './render';
export type { ServerRemote } from './remotes';

/** The shell build's version, as the browser build of the same sources names it. */
export const shellVersion: string = process.env.TAKEHOME_SHELL_VERSION ?? 'dev';

/** Registers the remotes' server containers; called once before the first render. */
export async function configureRemotes(remotes: ServerRemote[]): Promise<void> {
  (await import('./remotes')).configureRemotes(remotes);
}

export async function render(url: string, options: RenderOptions): Promise<RenderedPage> {
  return (await import('./render')).render(url, options);
}
