import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { SignedInOnly } from '@takehome/web-kit';
import { AboutPage } from './pages/AboutPage';
import { ContactPage } from './pages/contact/ContactPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PricingPage } from './pages/pricing/PricingPage';
import { PrivacyPolicyPage } from './pages/PrivacyPolicyPage';
import { SubscribePage } from './pages/subscribe/SubscribePage';
import { SupportPage } from './pages/support/SupportPage';
import { TeamPage } from './pages/TeamPage';
import { TermsOfServicePage } from './pages/TermsOfServicePage';
import { remotePage } from './remotePage';

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
