import type { CatalogueSettings } from '../catalogue/schema/settings-schema.js';
import { affiliateIdsOf, type AffiliateIds } from './affiliate-ids.js';
import type { PaidPartner } from './disclosure-order.js';
import { MARKETPLACE_CAMPAIGN, MARKETPLACE_UTM_MEDIUM } from './marketplace-link.js';

/**
 * What a page's links are audited by: the partner ids they must carry, and the hosts of the broker's website and
 * listings (the settings' `broker`), whose links are paid too: the broker may pay a referral fee (docs/decisions/133).
 */
export type LinkAuditIds = Pick<AffiliateIds, 'marketplacePartnerId' | 'retailTag' | 'reviewSiteMerchantId' | 'reviewSiteAffiliateId'> & {
  readonly brokerHosts: readonly string[];
};

/** The audit's ids from the catalogue's settings record (docs/decisions/101, 133). */
export function linkAuditIdsOf(settings: Pick<CatalogueSettings, 'marketplace' | 'retail' | 'reviewSite' | 'broker'>): LinkAuditIds {
  const { siteUrl, listingsUrl } = settings.broker;
  return { ...affiliateIdsOf(settings), brokerHosts: [...new Set([new URL(siteUrl).hostname, new URL(listingsUrl).hostname])] };
}

export interface AuditedLink {
  readonly href: string;
  readonly rel: string;
  readonly target: string | null;
}

const MARKETPLACE_DOMAIN = 'getyourguide.com';
const RETAIL_DOMAIN = 'amazon.com';
const REVIEW_SITE_DOMAIN = 'tripadvisor.com';
const REVIEW_REDIRECT_DOMAIN = 'awin1.com';
const REVIEW_REDIRECT_HOST = `www.${REVIEW_REDIRECT_DOMAIN}`;
const PARTNER_DOMAINS = [MARKETPLACE_DOMAIN, RETAIL_DOMAIN, REVIEW_SITE_DOMAIN, REVIEW_REDIRECT_DOMAIN] as const;

/** The domain itself or one of its subdomains: `www.getyourguide.com`, never `getyourguide.com.evil.example`. */
function isOn(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/** A partner whose domain the host carries without being on it (`evilgetyourguide.com`, `amazon.com.example.net`). */
function lookalikeOf(hostname: string): string | undefined {
  return PARTNER_DOMAINS.find((domain) => hostname.includes(domain) && !isOn(hostname, domain));
}

/**
 * The partner a paid link leads to, by its host: the marketplace, the retailer, the review site (directly or through
 * the affiliate redirect), or the broker on one of its settings' hosts (exactly); undefined for any other host, a
 * look-alike or no address (docs/decisions/096, 133).
 */
export function paidPartnerOf(href: string, brokerHosts: readonly string[]): PaidPartner | undefined {
  let hostname: string;
  try {
    hostname = new URL(href).hostname;
  } catch {
    return undefined;
  }
  if (isOn(hostname, MARKETPLACE_DOMAIN)) return 'marketplace';
  if (isOn(hostname, RETAIL_DOMAIN)) return 'retail';
  if (isOn(hostname, REVIEW_SITE_DOMAIN) || hostname === REVIEW_REDIRECT_HOST) return 'review-site';
  if (brokerHosts.includes(hostname)) return 'broker';
  return undefined;
}

/**
 * What is wrong with one link of a built page, as sentences (empty when nothing is): every
 * outbound link opens in a new tab with noopener (docs/product.md §7); marketplace links carry the
 * partner id, medium, campaign and a search term, without referrer (§1); retail links carry the
 * partner tag (§7); review-site links go through the affiliate redirect with the URL-encoded review
 * page (§7); every one of these paid links is marked sponsored (issue 18), and so is a link to the broker's
 * website or listings (docs/decisions/133). A host that carries a partner's
 * domain without being on it only looks like the partner and fails. Links to the site itself, mail and
 * phone links are not outbound.
 */
export function auditOutboundLink(link: AuditedLink, ids: LinkAuditIds): string[] {
  if (!/^https?:\/\//i.test(link.href)) return [];
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return ['not a valid address'];
  }
  const rel: readonly string[] = link.rel.match(/\S+/g) ?? [];
  const problems: string[] = [];
  if (link.target !== '_blank') problems.push('opens in the same tab (target="_blank" expected)');
  if (!rel.includes('noopener')) problems.push('rel lacks noopener');
  const expect = (name: string, wanted: string) => {
    const value = url.searchParams.get(name);
    if (value === null) problems.push(`${name} is missing, expected "${wanted}"`);
    else if (value !== wanted) problems.push(`${name} is "${value}", expected "${wanted}"`);
  };

  const lookalike = lookalikeOf(url.hostname);
  if (lookalike !== undefined) {
    problems.push(`the host "${url.hostname}" only looks like ${lookalike}`);
  } else if (isOn(url.hostname, MARKETPLACE_DOMAIN)) {
    expect('partner_id', ids.marketplacePartnerId);
    expect('utm_medium', MARKETPLACE_UTM_MEDIUM);
    expect('cmp', MARKETPLACE_CAMPAIGN);
    if (!url.searchParams.get('q')?.trim()) problems.push('the search term (q) is empty');
    if (!rel.includes('noreferrer')) problems.push('rel lacks noreferrer (tour links hide the referrer)');
    if (!rel.includes('sponsored')) problems.push('rel lacks sponsored (a paid link)');
  } else if (isOn(url.hostname, RETAIL_DOMAIN)) {
    expect('tag', ids.retailTag);
    if (!rel.includes('sponsored')) problems.push('rel lacks sponsored (a paid link)');
  } else if (isOn(url.hostname, REVIEW_SITE_DOMAIN)) {
    problems.push('goes to the review site directly, not through the affiliate redirect');
  } else if (url.hostname === REVIEW_REDIRECT_HOST) {
    expect('awinmid', ids.reviewSiteMerchantId);
    expect('awinaffid', ids.reviewSiteAffiliateId);
    if (!rel.includes('sponsored')) problems.push('rel lacks sponsored (a paid link)');
    const raw = /[?&]ued=([^&]*)/.exec(link.href)?.[1];
    if (raw === undefined) problems.push('the review page (ued) is missing');
    else if (/[:/?]/.test(raw)) problems.push('the review page (ued) is not URL-encoded');
  } else if (ids.brokerHosts.includes(url.hostname)) {
    if (!rel.includes('sponsored')) problems.push('rel lacks sponsored (a paid link: the broker may pay a referral fee)');
  }
  return problems;
}
