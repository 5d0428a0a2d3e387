import { PlaceholderPage } from '@takehome/web-kit';

export default function SavedPage() {
  return (
    <PlaceholderPage heading="Saved Calculations" pageName="Saved Calculations">
      Your saved calculations are being built.
    </PlaceholderPage>
  );
}
