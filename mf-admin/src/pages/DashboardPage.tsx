import { PlaceholderPage } from '@takehome/web-kit';

export default function DashboardPage() {
  return (
    <PlaceholderPage heading="Admin Dashboard" pageName="Dashboard">
      The dashboard is being built.
    </PlaceholderPage>
  );
}
