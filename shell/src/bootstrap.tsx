import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@takehome/web-kit/router';
import { createQueryClient, setExternalSessionSource } from '@takehome/web-kit';
import { App } from './App';
import { googleSessionSource } from './auth/google/session';
import { takeOverPrerenderedPage } from './prerendered';
import { registerRemotesFromManifest } from './remotes';

// A Google sign-in (Keycloak) session, when this browser has one, is resumed instead of the cookie's.
setExternalSessionSource(googleSessionSource);

// Start reading /remotes.json while React renders the frame.
registerRemotesFromManifest().catch(() => undefined);

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);
// Behind a prerendered copy nothing waits on the first render, so it runs in slices that leave the
// main thread free for the visitor's input.
if (document.getElementById('prerendered')) startTransition(() => createRoot(root).render(app));
else createRoot(root).render(app);
// A prerendered page stays on screen until the app has drawn the same page.
void takeOverPrerenderedPage(root, () => queryClient.isFetching() > 0);
