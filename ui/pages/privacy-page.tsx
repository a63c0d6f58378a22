import { privacyPolicy } from '../content/legal.js';
import { LegalPage } from './legal-page.js';

/** docs/product.md §2 /privacy: the privacy policy (text in ui/content/legal.ts), h1 'Privacy Policy'. */
export function PrivacyPage() {
  return <LegalPage documentOf={privacyPolicy} />;
}
