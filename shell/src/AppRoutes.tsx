import { Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from '@takehome/web-kit/router';
import { SignedInOnly } from '@takehome/web-kit';
import { NotFoundPage } from './pages/NotFoundPage';
import { preloadable, type PreloadableComponent } from './preloadable';
import { remotePage } from './remotePage';
import { lazyRemote } from './remotes';
import { PageMounted } from './settled';

/**
 * A page of the shell's own, in its own chunk: the calculator home (a remote's page) does not carry
 * the pricing, contact or legal pages in its first load. The frame keeps the footer below the fold
 * while a page loads, so nothing visible moves when it arrives; the invisible fallback still tells
 * shell/src/settled.ts that the page is loading. Made once per page, so React never remounts it. A page the
 * server rendered keeps its markup until its chunk has arrived, then hydrates.
 */
function lazyPage(load: () => Promise<ComponentType>): PreloadableComponent<object> {
  const Page = preloadable(load);
  function ShellPage() {
    return (
      <Suspense fallback={<span hidden data-loading="" />}>
        <Page />
        <PageMounted />
      </Suspense>
    );
  }
  return Object.assign(ShellPage, { preload: Page.preload });
}

const AboutPage = lazyPage(async () => (await import('./pages/AboutPage')).AboutPage);
const ContactPage = lazyPage(async () => (await import('./pages/contact/ContactPage')).ContactPage);
const PricingPage = lazyPage(async () => (await import('./pages/pricing/PricingPage')).PricingPage);
const PrivacyPolicyPage = lazyPage(async () => (await import('./pages/PrivacyPolicyPage')).PrivacyPolicyPage);
const SubscribePage = lazyPage(async () => (await import('./pages/subscribe/SubscribePage')).SubscribePage);
const SupportPage = lazyPage(async () => (await import('./pages/support/SupportPage')).SupportPage);
const TeamPage = lazyPage(async () => (await import('./pages/TeamPage')).TeamPage);
const TermsOfServicePage = lazyPage(async () => (await import('./pages/TermsOfServicePage')).TermsOfServicePage);

const calculatorHome = remotePage('mf_calculator/CalculatorPage');

/** docs/product/paths.md: a signed-in route shows the calculator home to a visitor who is not signed in. */
function signedIn(page: ReactElement) {
  return <SignedInOnly fallback={calculatorHome}>{page}</SignedInOnly>;
}

/** The route table (docs/product/paths.md); pagePaths.json lists its paths for the render server, which answers any other with 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={calculatorHome} />
      <Route path="/calculator" element={calculatorHome} />
      <Route path="/blog" element={remotePage('mf_blog/BlogListPage')} />
      <Route path="/blog/:slug" element={remotePage('mf_blog/BlogPostPage')} />
      <Route path="/content" element={remotePage('mf_blog/ContentPage')} />
      <Route path="/faq" element={remotePage('mf_blog/FaqPage')} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/terms-of-service" element={<TermsOfServicePage />} />

      <Route path="/dashboard/*" element={signedIn(remotePage('mf_admin/DashboardPage'))} />
      <Route path="/saved" element={signedIn(remotePage('mf_calculator/SavedPage'))} />
      <Route path="/analytics" element={signedIn(remotePage('mf_calculator/AnalyticsPage'))} />
      <Route path="/subscribe" element={signedIn(<SubscribePage />)} />
      <Route path="/team" element={signedIn(<TeamPage />)} />
      {/* Open to everyone: the channels and the FAQ help a visitor too; the ticket form says what it needs. */}
      <Route path="/support" element={<SupportPage />} />

      <Route
        path="*"
        element={
          <>
            <NotFoundPage />
            <PageMounted />
          </>
        }
      />
    </Routes>
  );
}

/** The public pages the server renders (infra/prerender) and what each needs loaded before it hydrates. */
const PRELOADS: [RegExp, () => Promise<void>][] = [
  [/^\/(calculator)?$/, () => lazyRemote('mf_calculator/CalculatorPage').preload()],
  [/^\/blog$/, () => lazyRemote('mf_blog/BlogListPage').preload()],
  [/^\/blog\/[^/]+$/, () => lazyRemote('mf_blog/BlogPostPage').preload()],
  [/^\/content$/, () => lazyRemote('mf_blog/ContentPage').preload()],
  [/^\/faq$/, () => lazyRemote('mf_blog/FaqPage').preload()],
  [/^\/pricing$/, PricingPage.preload],
  [/^\/about$/, AboutPage.preload],
];

/** Loads the code of the page at `pathname` (server-rendered pages only); a failure is the page's boundary's to show. */
export function preloadRoute(pathname: string): Promise<void> {
  const load = PRELOADS.find(([pattern]) => pattern.test(pathname))?.[1];
  return load ? load().catch(() => undefined) : Promise.resolve();
}
