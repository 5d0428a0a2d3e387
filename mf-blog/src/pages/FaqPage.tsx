import { PlaceholderPage } from '@takehome/web-kit';

export default function FaqPage() {
  return (
    <PlaceholderPage heading="Frequently Asked Questions" pageName="FAQ">
      The FAQ is being built.
    </PlaceholderPage>
  );
}
