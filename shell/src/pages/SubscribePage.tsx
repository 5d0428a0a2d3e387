import { PlaceholderPage } from '@takehome/web-kit';

export function SubscribePage() {
  return (
    <PlaceholderPage heading="Upgrade to Pro" pageName="Subscribe">
      Checkout is being built.
    </PlaceholderPage>
  );
}
