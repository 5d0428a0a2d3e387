import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

/** Every module a remote exposes, as '<federation name>/<exposed name>' (see each remote's rspack.config.mjs). */
export type RemoteModuleId =
  | 'mf_calculator/CalculatorPage'
  | 'mf_calculator/SavedPage'
  | 'mf_calculator/AnalyticsPage'
  | 'mf_blog/BlogListPage'
  | 'mf_blog/BlogPostPage'
  | 'mf_blog/ContentPage'
  | 'mf_blog/FaqPage'
  | 'mf_blog/LatestPostCard'
  | 'mf_blog/NewsletterSignup'
  | 'mf_blog/EmailCaptureCard'
  | 'mf_admin/DashboardPage';

/** Turns a module id into a (lazy) component; the same id must always give the same component. */
export type RemoteComponentLoader = (module: RemoteModuleId) => ComponentType<object>;

const RemoteLoaderContext = createContext<RemoteComponentLoader | null>(null);

/** The shell provides its loader here so remotes can show each other's widgets through it. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export interface RemoteWidgetProps {
  module: RemoteModuleId;
  props?: object;
  /** Shown while loading and when the widget is unavailable (nothing by default). */
  fallback?: ReactNode;
}

/** Renders the loaded widget; the component comes from the loader, whose contract keeps it stable per id. */
function LoadedWidget({ component: Widget, props }: { component: ComponentType<object>; props: object }) {
  return <Widget {...props} />;
}

/** A widget exposed by another remote, e.g. the blog's LatestPostCard on the calculator page. */
export function RemoteWidget({ module, props = {}, fallback = null }: RemoteWidgetProps) {
  const loadRemoteComponent = useContext(RemoteLoaderContext);
  const Widget = useMemo(() => loadRemoteComponent?.(module), [loadRemoteComponent, module]);
  if (!Widget) return <>{fallback}</>;
  return (
    <RemoteBoundary key={module} fallback={fallback} loading={fallback}>
      <LoadedWidget component={Widget} props={props} />
    </RemoteBoundary>
  );
}
