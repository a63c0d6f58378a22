import { termsOfService } from '../content/legal.js';
import { LegalPage } from './legal-page.js';

/** docs/product.md §2 /terms: the terms of service (text in ui/content/legal.ts), h1 'Terms of Service'. */
export function TermsPage() {
  return <LegalPage documentOf={termsOfService} />;
}
