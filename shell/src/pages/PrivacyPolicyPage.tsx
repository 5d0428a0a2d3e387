import { PRIVACY_POLICY } from '@takehome/contracts';
import { DocumentPage } from './documents/DocumentPage';

export function PrivacyPolicyPage() {
  return <DocumentPage document={PRIVACY_POLICY} legal />;
}
