import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { AuthProvider, type SignInOptions } from './auth';
import { ToastProvider } from './components/Toast';
import { RemoteLoaderProvider, type RemoteComponentLoader } from './RemoteWidget';
import { createQueryClient } from './query';
import { GlobalStyle, theme } from './theme';

export interface WebKitProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  onOpenSignIn?: (options?: SignInOptions) => void;
  loadRemoteComponent?: RemoteComponentLoader;
}

/** Theme, global styles, query client, toasts, auth and the remote loader: everything a TakeHome page expects above it. */
export function WebKitProviders({ children, queryClient, onOpenSignIn, loadRemoteComponent }: WebKitProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={client}>
        <ToastProvider>
          <AuthProvider onOpenSignIn={onOpenSignIn}>
            <RemoteLoaderProvider value={loadRemoteComponent ?? null}>{children}</RemoteLoaderProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
