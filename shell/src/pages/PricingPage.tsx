import { PlaceholderPage } from '@takehome/web-kit';

export function PricingPage() {
  return (
    <PlaceholderPage heading="Plans & Pricing" pageName="Pricing">
      Plans and prices are being built.
    </PlaceholderPage>
  );
}
