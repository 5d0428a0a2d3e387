import { PlaceholderPage } from '@takehome/web-kit';

export function ContactPage() {
  return (
    <PlaceholderPage heading="Contact Us" pageName="Contact">
      The contact form is being built.
    </PlaceholderPage>
  );
}
