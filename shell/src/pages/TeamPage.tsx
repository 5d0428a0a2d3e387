import { PlaceholderPage } from '@takehome/web-kit';

export function TeamPage() {
  return (
    <PlaceholderPage heading="Team" pageName="Team">
      Team management is being built.
    </PlaceholderPage>
  );
}
