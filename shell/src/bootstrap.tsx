import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { setExternalSessionSource } from '@takehome/web-kit';
import { App } from './App';
import { googleSessionSource } from './auth/google/session';
import { registerRemotesFromManifest } from './remotes';

// A Google sign-in (Keycloak) session, when this browser has one, is resumed instead of the cookie's.
setExternalSessionSource(googleSessionSource);

// Start reading /remotes.json while React renders the frame.
registerRemotesFromManifest().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
