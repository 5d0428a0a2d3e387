import { PlaceholderPage } from '@takehome/web-kit';

export default function ContentPage() {
  return (
    <PlaceholderPage heading="Content Library" pageName="Content Library">
      The content library is being built.
    </PlaceholderPage>
  );
}
