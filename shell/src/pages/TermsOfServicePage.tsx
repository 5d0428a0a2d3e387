import { PlaceholderPage } from '@takehome/web-kit';

export function TermsOfServicePage() {
  return (
    <PlaceholderPage heading="Terms of Service" pageName="Terms of Service">
      The terms of service are being written.
    </PlaceholderPage>
  );
}
