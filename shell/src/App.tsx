import { lazy, Suspense, useCallback, useState } from 'react';
import type { QueryClient } from '@takehome/web-kit/react-query';
import type { SignInOptions } from '@takehome/web-kit';
import { usePageViewTracking, WebKitProviders } from '@takehome/web-kit';
import { AppRoutes } from './AppRoutes';
import { AddressActions } from './auth/AddressActions';
import { Frame } from './frame/Frame';
import { lazyRemote } from './remotes';

// Most visits never open it: its forms, tabs and Google panel load when it is first opened.
const SignInDialog = lazy(() => import('./auth/SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** The shell: shared providers, the frame around every page, the routes and the sign-in dialog. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  // The options of the opening in progress (null while closed).
  const [signIn, setSignIn] = useState<SignInOptions | null>(null);
  const openSignIn = useCallback((options?: SignInOptions) => setSignIn(options ?? {}), []);
  const closeSignIn = (signedIn?: boolean) => {
    if (!signedIn) signIn?.onCancel?.();
    setSignIn(null);
  };
  usePageViewTracking();

  return (
    <WebKitProviders queryClient={queryClient} onOpenSignIn={openSignIn} loadRemoteComponent={lazyRemote}>
      <Frame>
        <AppRoutes />
      </Frame>
      {signIn && (
        <Suspense fallback={null}>
          <SignInDialog open initialMode={signIn.mode} onClose={closeSignIn} />
        </Suspense>
      )}
      <AddressActions />
    </WebKitProviders>
  );
}
