import { commissionLine } from '../../domain/affiliate/commission-line.js';
import { DISCLOSURE_ATTRIBUTE, type PaidPartner } from '../../domain/affiliate/disclosure-order.js';
import { PRIVACY } from '../content/site-map.js';
import { siteConfig } from '../content/site-config.js';
import * as css from './affiliate-disclosure.css.js';
import { SiteLink } from './site-link.js';

const PARTNER_NAMES: Readonly<Record<PaidPartner, string>> = {
  marketplace: siteConfig.marketplaceName,
  'review-site': siteConfig.reviewSiteName,
  retail: siteConfig.retailerName,
};

/**
 * The commission line every group of paid links opens with (issue 18: the FTC asks for it where people click, not only
 * in a footer; issue 35: before the first paid link, not after it, docs/decisions/096), linking to the full explanation
 * on the privacy page. Marked for the build's audit, which fails a paid link that comes before its line. `onDark` for
 * a line on a hero's dark background.
 */
export function AffiliateDisclosure({ partner, tone = 'page' }: { partner: PaidPartner; tone?: 'page' | 'onDark' }) {
  return (
    <p className={tone === 'onDark' ? css.onDark : css.disclosure} {...{ [DISCLOSURE_ATTRIBUTE]: partner }}>
      {commissionLine(partner, PARTNER_NAMES[partner])}{' '}
      <SiteLink to={`${PRIVACY.path}#affiliate-links`}>How we are paid</SiteLink>
    </p>
  );
}
