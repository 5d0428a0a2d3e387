// The server render of a public page: the shell's frame and the route's page, the remotes' modules loaded
// from their server containers (./remotes.ts), rendered with React's server APIs as an anonymous visitor's
// browser renders it first, so the browser hydrates it (../bootstrap.tsx). Built for Node by
// rspack.server.config.mjs into dist-server/render.cjs; run by the render server (infra/render).
//
// The data the page reads from the API is fetched here and kept with the page (`data`, TanStack Query's
// dehydrated cache): the browser puts it in its cache before hydrating, so its first render draws the
// same page without a request. Data only the browser has (the visitor's own usage, session) is not fetched:
// the server draws it loading, as the browser's first render does.
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, version as styledVersion } from 'styled-components';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { collectServerHead, configureServerApi, createQueryClient } from '@takehome/web-kit';
import type { QueryClient } from '@takehome/web-kit/react-query';
import { App } from '../App';
import { recordRemoteModules, remoteVersions } from './remotes';

/** Which build drew a page: the shell's version and that of each remote whose modules it drew. */
export interface RenderVersions {
  shell: string;
  remotes: Record<string, string>;
  /** The remote modules the page drew, which the browser loads before it compares and hydrates. */
  modules: string[];
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The styles styled-components made for it: the contents of one <style data-styled> element. */
  css: string;
  /** styled-components' version, which that element names (the browser's takes over only its own version's). */
  styledVersion: string;
  title: string | null;
  description: string | null;
  /** The page's API data, for the browser's query cache (TanStack Query's dehydrate). */
  data: DehydratedState;
  versions: RenderVersions;
}

export interface RenderOptions {
  /** Where the API answers (the gateway). */
  apiOrigin: string;
  /** Added to every API request (the prerender header: nothing counted or written). */
  headers?: Record<string, string>;
  /** The site's public address, for the page's absolute links (a post's share links); default `apiOrigin`. */
  siteOrigin?: string;
}

/** Renders, then fetches what the render asked for, this many times at most (a query may need another's data). */
const MAX_PASSES = 4;
/**
 * Public, the same for every anonymous visitor, and rendered again when it changes (posts, plans): fetched
 * on the server. Anything else waits for the browser: the visitor's own data, and a post's comments, which
 * change without the page being rendered again.
 */
const SERVER_QUERY = /^\/api\/(?:blog|plans)(?:\/|$)/;
const BROWSER_QUERY = /\/comments$/;

const isServerQuery = ({ queryKey: [path] }: Query) =>
  typeof path === 'string' && SERVER_QUERY.test(path) && !BROWSER_QUERY.test(path);

function page(url: string, queryClient: QueryClient): ReactElement {
  // As shell/src/bootstrap.tsx, with the router at `url`.
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <App queryClient={queryClient} />
      </StaticRouter>
    </StrictMode>
  );
}

/** The markup with every Suspense boundary resolved (lazy pages and remotes loaded). */
async function markup(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary in place, in document order: a large one would otherwise come after the rest with an
    // inline script to move it in, which the CSP (script-src 'self') refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      // A failure inside a boundary is drawn as its fallback; this says why.
      console.warn(`render: ${error instanceof Error ? error.message : String(error)}`);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The page at `url` (path and query) as an anonymous visitor's browser first draws it. */
export async function render(url: string, { apiOrigin, headers, siteOrigin }: RenderOptions): Promise<RenderedPage> {
  configureServerApi({ origin: apiOrigin, headers, siteOrigin });
  try {
    const queryClient = createQueryClient();
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      await markup(page(url, queryClient));
      const wanted = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query) => isServerQuery(query) && query.state.status === 'pending' && query.state.fetchStatus === 'idle',
        );
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }
    const head = collectServerHead();
    const sheet = new ServerStyleSheet();
    const drawnModules = recordRemoteModules();
    try {
      const html = await markup(sheet.collectStyles(page(url, queryClient)));
      const modules = drawnModules();
      const loaded = remoteVersions();
      const remotes = Object.fromEntries(
        [...new Set(modules.map((id) => id.split('/')[0]))].map((name) => [name, loaded[name] ?? 'unknown']),
      );
      // The one element styled-components would write, without its tag (the gateway writes that).
      const css = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(sheet.getStyleTags().trim())?.[1] ?? '';
      return {
        html,
        css,
        styledVersion,
        title: head.title ?? null,
        description: head.description ?? null,
        data: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => isServerQuery(query) && query.state.status === 'success',
        }),
        versions: { shell: process.env.TAKEHOME_SHELL_VERSION ?? 'dev', remotes, modules },
      };
    } finally {
      drawnModules();
      sheet.seal();
    }
  } finally {
    configureServerApi(null);
  }
}
