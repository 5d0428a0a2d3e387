import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { SubscriberSource } from '@takehome/contracts';
import type { AbVariantId } from './growth/abTests';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * Every module the remotes expose and the props the apps pass it: the contract between a remote and
 * the apps that show its modules. RemoteWidget's `props` are checked against it where they are written,
 * and the shell's build checks the types each remote's build generates (Module Federation dts) against
 * it (infra/scripts/check-remote-types.mjs): a remote whose export no longer takes these props fails it.
 */
export interface RemoteModuleProps {
  'mf_calculator/CalculatorPage': NoProps;
  'mf_calculator/SavedPage': NoProps;
  'mf_calculator/AnalyticsPage': NoProps;
  'mf_blog/BlogListPage': NoProps;
  'mf_blog/BlogPostPage': NoProps;
  'mf_blog/ContentPage': NoProps;
  'mf_blog/FaqPage': NoProps;
  'mf_blog/LatestPostCard': NoProps;
  'mf_blog/NewsletterSignup': {
    variant?: 'full' | 'compact';
    source?: SubscriberSource;
  };
  'mf_blog/EmailCaptureCard': {
    copyVariant?: AbVariantId<'email_capture_copy_test'>;
    calculationCount?: number;
    onCaptured?: (email: string) => void;
    onDeclined?: () => void;
  };
  'mf_admin/DashboardPage': NoProps;
}

/** Pages and widgets shown without props (routes render `<Page />`). */
type NoProps = Record<never, never>;

/** Every module a remote exposes, as '<federation name>/<exposed name>' (see each remote's rspack.config.mjs). */
export type RemoteModuleId = keyof RemoteModuleProps;

/** Turns a module id into a (lazy) component; the same id must always give the same component. */
export type RemoteComponentLoader = (module: RemoteModuleId) => ComponentType<object>;

const RemoteLoaderContext = createContext<RemoteComponentLoader | null>(null);

/** The shell provides its loader here so remotes can show each other's widgets through it. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export interface RemoteWidgetProps<Id extends RemoteModuleId = RemoteModuleId> {
  module: Id;
  props?: RemoteModuleProps[Id];
  /** Shown while loading and when the widget is unavailable (nothing by default). */
  fallback?: ReactNode;
  /**
   * Below the fold: the remote's entry and the widget load only when the spot comes within a screen of
   * the viewport, and `reserve` (a CSS height) keeps its space meanwhile so nothing moves when it arrives.
   */
  whenVisible?: boolean;
  reserve?: string;
}

/** True once the element is within a viewport's height of the screen (at once where there is no IntersectionObserver). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  // Not near on the server (no window): its render must be the browser's first one (shell/src/server/render.tsx).
  const [near, setNear] = useState(
    !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** Renders the loaded widget; the component comes from the loader, whose contract keeps it stable per id. */
function LoadedWidget({ component: Widget, props }: { component: ComponentType<object>; props: object }) {
  return <Widget {...props} />;
}

/** A widget exposed by another remote, e.g. the blog's LatestPostCard on the calculator page. */
export function RemoteWidget<Id extends RemoteModuleId>({
  module,
  props,
  fallback = null,
  whenVisible = false,
  reserve,
}: RemoteWidgetProps<Id>) {
  const loadRemoteComponent = useContext(RemoteLoaderContext);
  const { ref, near } = useNearViewport(whenVisible);
  const Widget = useMemo(() => (near ? loadRemoteComponent?.(module) : undefined), [loadRemoteComponent, module, near]);
  const content = !Widget ? (
    fallback
  ) : (
    <RemoteBoundary key={module} fallback={fallback} loading={fallback}>
      <LoadedWidget component={Widget} props={props ?? {}} />
    </RemoteBoundary>
  );
  if (!whenVisible && !reserve) return <>{content}</>;
  return (
    <div ref={ref} style={reserve ? { minHeight: reserve } : undefined} data-remote-widget={module}>
      {content}
    </div>
  );
}
