// The loader seam of shell/src/remotes.ts without Module Federation: each remote module id is a plain
// dynamic import of the remote's source, so the bundler splits it exactly where federation would.
// Used only by bench/federation-overhead.mjs (UNFEDERATED=1 builds of the shell); same exports as the seam.
import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@takehome/web-kit';
import { preloadable, type PreloadableComponent } from '../../shell/src/preloadable';

type Loader = () => Promise<{ default: ComponentType<object> }>;

const MODULES: Record<RemoteModuleId, Loader> = {
  'mf_calculator/CalculatorPage': () => import('../../mf-calculator/src/pages/CalculatorPage'),
  'mf_calculator/SavedPage': () => import('../../mf-calculator/src/pages/SavedPage'),
  'mf_calculator/AnalyticsPage': () => import('../../mf-calculator/src/pages/AnalyticsPage'),
  'mf_blog/BlogListPage': () => import('../../mf-blog/src/pages/BlogListPage'),
  'mf_blog/BlogPostPage': () => import('../../mf-blog/src/pages/BlogPostPage'),
  'mf_blog/ContentPage': () => import('../../mf-blog/src/pages/ContentPage'),
  'mf_blog/FaqPage': () => import('../../mf-blog/src/pages/FaqPage'),
  'mf_blog/LatestPostCard': () => import('../../mf-blog/src/widgets/LatestPostCard'),
  'mf_blog/NewsletterSignup': () => import('../../mf-blog/src/widgets/NewsletterSignup'),
  'mf_blog/EmailCaptureCard': () => import('../../mf-blog/src/widgets/EmailCaptureCard'),
  'mf_admin/DashboardPage': () => import('../../mf-admin/src/pages/DashboardPage'),
};

export function registerRemotesFromManifest(): Promise<void> {
  return Promise.resolve();
}

const components = new Map<string, PreloadableComponent<object>>();

export function lazyRemote(id: RemoteModuleId): PreloadableComponent<object> {
  let component = components.get(id);
  if (!component) {
    component = preloadable(async () => (await MODULES[id]()).default);
    components.set(id, component);
  }
  return component;
}
