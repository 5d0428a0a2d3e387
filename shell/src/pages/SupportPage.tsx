import { PlaceholderPage } from '@takehome/web-kit';

export function SupportPage() {
  return (
    <PlaceholderPage heading="Support" pageName="Support">
      The support center is being built.
    </PlaceholderPage>
  );
}
