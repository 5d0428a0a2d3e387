import { PlaceholderPage } from '@takehome/web-kit';

export function AboutPage() {
  return (
    <PlaceholderPage heading="About TakeHome" pageName="About">
      Our story is being written.
    </PlaceholderPage>
  );
}
