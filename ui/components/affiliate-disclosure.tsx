import { commissionLine } from '../../domain/affiliate/commission-line.js';
import { DISCLOSURE_ATTRIBUTE, type PaidPartner } from '../../domain/affiliate/disclosure-order.js';
import { PRIVACY } from '../../domain/navigation/site-places.js';
import { siteConfig } from '../content/site-config.js';
import * as css from './affiliate-disclosure.css.js';
import { SiteLink } from './site-link.js';

const PARTNER_NAMES: Readonly<Record<Exclude<PaidPartner, 'broker'>, string>> = {
  marketplace: siteConfig.marketplaceName,
  'review-site': siteConfig.reviewSiteName,
  retail: siteConfig.retailerName,
};

/** A partner of the line: one of the site's fixed partners, or the broker, named by the catalogue's settings. */
export type DisclosedPartner = { readonly partner: Exclude<PaidPartner, 'broker'> } | { readonly partner: 'broker'; readonly brokerName: string };

/**
 * The commission line every group of paid links opens with (issue 18: the FTC asks for it where people click, not only
 * in a footer; issue 35: before the first paid link, not after it, docs/decisions/096), linking to the full explanation
 * on the privacy page; the broker's is its referral line (docs/decisions/133). Marked for the build's audit, which fails a paid link that comes before its line. `onDark` for
 * a line on a hero's dark background.
 */
export function AffiliateDisclosure({ tone = 'page', ...disclosed }: DisclosedPartner & { tone?: 'page' | 'onDark' }) {
  const name = disclosed.partner === 'broker' ? disclosed.brokerName : PARTNER_NAMES[disclosed.partner];
  return (
    <p className={tone === 'onDark' ? css.onDark : css.disclosure} {...{ [DISCLOSURE_ATTRIBUTE]: disclosed.partner }}>
      {commissionLine(disclosed.partner, name)}{' '}
      <SiteLink to={`${PRIVACY.path}#affiliate-links`}>How we are paid</SiteLink>
    </p>
  );
}
