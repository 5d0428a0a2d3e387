import type { ReactElement } from 'react';
import { RemoteBoundary, type RemoteModuleId } from '@takehome/web-kit';
import { lazyRemote } from './remotes';
import { PageMounted } from './settled';

/** The element for a route whose page comes from a remote: inside its own boundary, so a broken remote shows the fallback on its routes only. */
export function remotePage(module: RemoteModuleId): ReactElement {
  const Page = lazyRemote(module);
  // Keyed by module: moving between two remote routes must not carry one route's failure to the other.
  return (
    <RemoteBoundary key={module}>
      <Page />
      <PageMounted />
    </RemoteBoundary>
  );
}
