import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

/** Turns 'mf_blog/LatestPostCard' into a (lazy) component; the same id must always give the same component. */
export type RemoteComponentLoader = (module: string) => ComponentType<object>;

const RemoteLoaderContext = createContext<RemoteComponentLoader | null>(null);

/** The shell provides its loader here so remotes can show each other's widgets through it. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export interface RemoteWidgetProps {
  /** '<remote>/<exposed name>', e.g. 'mf_blog/LatestPostCard'. */
  module: string;
  props?: object;
  /** Shown while loading and when the widget is unavailable (nothing by default). */
  fallback?: ReactNode;
}

/** A widget exposed by another remote, e.g. the blog's LatestPostCard on the calculator page. */
export function RemoteWidget({ module, props = {}, fallback = null }: RemoteWidgetProps) {
  const loadRemoteComponent = useContext(RemoteLoaderContext);
  if (!loadRemoteComponent) return <>{fallback}</>;
  const Widget = loadRemoteComponent(module);
  return (
    <RemoteBoundary key={module} fallback={fallback} loading={fallback}>
      <Widget {...props} />
    </RemoteBoundary>
  );
}
