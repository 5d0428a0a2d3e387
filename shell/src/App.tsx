import { useCallback, useState } from 'react';
import type { QueryClient } from '@takehome/web-kit/react-query';
import { usePageViewTracking, WebKitProviders } from '@takehome/web-kit';
import { AppRoutes } from './AppRoutes';
import { AddressActions } from './auth/AddressActions';
import { SignInDialog } from './auth/SignInDialog';
import { Frame } from './frame/Frame';
import { lazyRemote } from './remotes';

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
      <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
      <AddressActions />
    </WebKitProviders>
  );
}
