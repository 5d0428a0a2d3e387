import { lazy, Suspense, useCallback, useState } from 'react';
import type { QueryClient } from '@takehome/web-kit/react-query';
import { usePageViewTracking, WebKitProviders } from '@takehome/web-kit';
import { AppRoutes } from './AppRoutes';
import { AddressActions } from './auth/AddressActions';
import { Frame } from './frame/Frame';
import { lazyRemote } from './remotes';

// Most visits never open it: its forms, tabs and Google panel load when it is first opened.
const SignInDialog = lazy(() => import('./auth/SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** The shell: shared providers, the frame around every page, the routes and the sign-in dialog. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [signInOpen, setSignInOpen] = useState(false);
  const openSignIn = useCallback(() => setSignInOpen(true), []);
  usePageViewTracking();

  return (
    <WebKitProviders queryClient={queryClient} onOpenSignIn={openSignIn} loadRemoteComponent={lazyRemote}>
      <Frame>
        <AppRoutes />
      </Frame>
      {signInOpen && (
        <Suspense fallback={null}>
          <SignInDialog open onClose={() => setSignInOpen(false)} />
        </Suspense>
      )}
      <AddressActions />
    </WebKitProviders>
  );
}
