import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@takehome/web-kit/router';
import { hydrate } from '@takehome/web-kit/react-query';
import { createQueryClient, setExternalSessionSource } from '@takehome/web-kit';
import { App } from './App';
import { preloadRoute } from './AppRoutes';
import { googleSessionSource } from './auth/google/session';
import { lazyRemote, registerRemotesFromManifest } from './remotes';
import { runsVersionsOf, serverRender } from './serverRendered';
import type { RemoteModuleId } from '@takehome/web-kit';
import { holdVisitorInput } from './heldInput';
import { markWhenSettled, whenPageMounted } from './settled';

// A Google sign-in (Keycloak) session, when this browser has one, is resumed instead of the cookie's.
setExternalSessionSource(googleSessionSource);

// Start reading /remotes.json while React renders the frame.
registerRemotesFromManifest().catch(() => undefined);

const root = document.getElementById('root')!;
/** Held input goes to the app by then even if its page has not mounted. */
const GIVE_BACK_LATEST_MS = 10_000;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);
// A public page served to an anonymous visitor arrives rendered by the server (shell/src/server/render.tsx)
// with the data it was rendered from: with that data in the cache the first render is the server's, so
// React adopts its markup instead of drawing it again. A lazy page or remote keeps its server markup until
// its code has arrived. In a transition, so hydrating never holds up the visitor's input.
const rendered = serverRender(root);
if (rendered) {
  hydrate(queryClient, rendered.data);
  // The route's page code first (its remote's entry and module are preloaded with the page), and every
  // remote module the server drew: the whole page then hydrates in one pass, and nothing can replace a
  // part still waiting for its code with a spinner.
  const drawnModules = rendered.versions.modules.map((id) =>
    lazyRemote(id as RemoteModuleId)
      .preload()
      .catch(() => undefined),
  );
  void Promise.all([preloadRoute(window.location.pathname), ...drawnModules]).then(() => {
    // A remote (or the shell) deployed since the page was rendered would draw other markup: draw it anew.
    if (!runsVersionsOf(rendered.versions)) {
      root.replaceChildren();
      createRoot(root).render(app);
      return;
    }
    // What the visitor typed or clicked meanwhile goes to the app once it is hydrated (./heldInput.ts).
    const giveBack = holdVisitorInput(root);
    void whenPageMounted().then(giveBack);
    // A page that never mounts (its code failed, an error shown instead) must not keep clicks held.
    setTimeout(giveBack, GIVE_BACK_LATEST_MS);
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: rendered.onRecoverableError });
    });
  });
} else {
  createRoot(root).render(app);
}
void markWhenSettled(root, () => queryClient.isFetching() > 0);
