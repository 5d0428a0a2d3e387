import { TERMS_OF_SERVICE } from '@takehome/contracts';
import { DocumentPage } from './documents/DocumentPage';

export function TermsOfServicePage() {
  return <DocumentPage document={TERMS_OF_SERVICE} legal />;
}
