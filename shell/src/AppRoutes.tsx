import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from '@takehome/web-kit/router';
import { SignedInOnly } from '@takehome/web-kit';
import { NotFoundPage } from './pages/NotFoundPage';
import { remotePage } from './remotePage';

/**
 * A page of the shell's own, in its own chunk: the calculator home (a remote's page) does not carry
 * the pricing, contact or legal pages in its first load. The frame keeps the footer below the fold
 * while a page loads, so nothing visible moves when it arrives; the invisible fallback still tells
 * shell/src/prerendered.ts that the page is loading. Made once per page, so React never remounts it.
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function ShellPage() {
    return (
      <Suspense fallback={<span hidden data-loading="" />}>
        <Page />
      </Suspense>
    );
  };
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

/** SPEC §2: a signed-in route shows the calculator home to a visitor who is not signed in. */
function signedIn(page: ReactElement) {
  return <SignedInOnly fallback={calculatorHome}>{page}</SignedInOnly>;
}

/** SPEC §2 route table. */
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
      <Route path="/support" element={signedIn(<SupportPage />)} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
