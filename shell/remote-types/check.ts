// Not part of the app: compiled by the shell's build (infra/scripts/check-remote-types.mjs) against the
// types each remote's own build generated (Module Federation dts, unpacked into shell/.remote-types).
// It fails to compile when an exposed module is gone or no longer takes the props its contract in
// libs/web-kit (RemoteModuleProps) says the apps pass it.
import type { ComponentType } from 'react';
import type { RemoteModuleProps } from '@takehome/web-kit';

interface Exposed {
  'mf_calculator/CalculatorPage': typeof import('mf_calculator/CalculatorPage').default;
  'mf_calculator/SavedPage': typeof import('mf_calculator/SavedPage').default;
  'mf_calculator/AnalyticsPage': typeof import('mf_calculator/AnalyticsPage').default;
  'mf_blog/BlogListPage': typeof import('mf_blog/BlogListPage').default;
  'mf_blog/BlogPostPage': typeof import('mf_blog/BlogPostPage').default;
  'mf_blog/ContentPage': typeof import('mf_blog/ContentPage').default;
  'mf_blog/FaqPage': typeof import('mf_blog/FaqPage').default;
  'mf_blog/LatestPostCard': typeof import('mf_blog/LatestPostCard').default;
  'mf_blog/NewsletterSignup': typeof import('mf_blog/NewsletterSignup').default;
  'mf_blog/EmailCaptureCard': typeof import('mf_blog/EmailCaptureCard').default;
  'mf_admin/DashboardPage': typeof import('mf_admin/DashboardPage').default;
}

type Contract = { [Id in keyof RemoteModuleProps]: ComponentType<RemoteModuleProps[Id]> };

declare const exposed: Exposed;
export const everyExposedModuleTakesItsContractProps: Contract = exposed;
