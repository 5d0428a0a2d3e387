import { PlaceholderPage } from '@takehome/web-kit';

export default function AnalyticsPage() {
  return (
    <PlaceholderPage heading="Pay Analytics" pageName="Analytics">
      Your pay analytics are being built.
    </PlaceholderPage>
  );
}
