import { PlaceholderPage } from '@takehome/web-kit';

export function PrivacyPolicyPage() {
  return (
    <PlaceholderPage heading="Privacy Policy" pageName="Privacy Policy">
      The privacy policy is being written.
    </PlaceholderPage>
  );
}
