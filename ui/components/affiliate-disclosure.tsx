import { SiteLink } from './site-link.js';
import { PRIVACY } from '../content/site-map.js';
import * as css from './affiliate-disclosure.css.js';

/**
 * The one-line disclosure next to every group of paid links (issue 18: the FTC asks for it where people
 * click, not only in a footer), linking to the full explanation on the privacy page.
 */
export function AffiliateDisclosure({ partner }: { partner: string }) {
  return (
    <p className={css.disclosure}>
      We may earn a commission when you book or buy through these {partner} links, at no extra cost to you.{' '}
      <SiteLink to={`${PRIVACY.path}#affiliate-links`}>How we are paid</SiteLink>
    </p>
  );
}
