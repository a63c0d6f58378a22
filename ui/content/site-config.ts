/**
 * docs/architecture.md §7: names, contacts and partner ids in one typed module. The defaults are placeholders;
 * each can be overridden at build time with the VITE_* variable named beside it (README), checked against
 * ui/build-settings-schema.ts, which holds the defaults (docs/decisions/095).
 */
import { DEFAULT_MAIN_DOMAIN } from '../../domain/domain-descriptions/domain-descriptions.js';
import { buildSettings } from '../build-settings.js';

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const siteConfig = {
  siteName: 'Costa Rica Gateway',
  /**
   * Every product domain redirects here; canonical addresses use it (docs/architecture.md §4). MAIN_DOMAIN, the
   * same variable the server reads, handed to the build by ui/vite.config.ts.
   */
  mainDomain: env.VITE_MAIN_DOMAIN || DEFAULT_MAIN_DOMAIN,
  /** VITE_SUPPORT_EMAIL */
  supportEmail: buildSettings.VITE_SUPPORT_EMAIL,
  /** VITE_SUPPORT_PHONE: unset by default, and then no page offers a number to call (issue 18: no dialable placeholder ever ships). */
  supportPhone: buildSettings.VITE_SUPPORT_PHONE,
  marketplaceName: 'GetYourGuide',
  /** VITE_MARKETPLACE_PARTNER_ID: placeholder until the partner account's id is configured. */
  marketplacePartnerId: buildSettings.VITE_MARKETPLACE_PARTNER_ID,
  /** VITE_WIDGET_PARTNER_ID: the marketplace partner widget's own id (docs/product.md §9), a placeholder until configured. */
  widgetPartnerId: buildSettings.VITE_WIDGET_PARTNER_ID,
  reviewSiteName: 'Tripadvisor',
  retailerName: 'Amazon',
  /** VITE_RETAIL_TAG: the retail affiliate's associate tag, shared by every shopping page (docs/product.md §9). */
  retailTag: buildSettings.VITE_RETAIL_TAG,
  /** VITE_REVIEW_SITE_MERCHANT_ID: the review site's advertiser id at the affiliate network. */
  reviewSiteMerchantId: buildSettings.VITE_REVIEW_SITE_MERCHANT_ID,
  /** VITE_REVIEW_SITE_AFFILIATE_ID: our publisher id at the affiliate network. */
  reviewSiteAffiliateId: buildSettings.VITE_REVIEW_SITE_AFFILIATE_ID,
  /** VITE_BROKER_SITE_URL: the featured broker's site (the home page's Contact Broker button, docs/product.md §2). */
  brokerSiteUrl: buildSettings.VITE_BROKER_SITE_URL,
  /**
   * The analytics tags (docs/architecture.md §5, docs/decisions/041-analytics-sinks-and-tags.md): unset by default, and
   * a tag without its id never loads. VITE_GA4_MEASUREMENT_ID (G-…) and VITE_META_PIXEL_ID (digits), checked by
   * ui/vite.config.ts at build and by the server at start (its Content-Security-Policy allows their hosts).
   */
  analyticsTags: {
    ga4MeasurementId: env.VITE_GA4_MEASUREMENT_ID?.trim() || undefined,
    metaPixelId: env.VITE_META_PIXEL_ID?.trim() || undefined,
  },
  /**
   * How long a consent choice is kept before the banner asks again (docs/decisions/082): VITE_CONSENT_REFUSAL_MONTHS
   * (6) for a choice that refuses any purpose, VITE_CONSENT_ACCEPTANCE_MONTHS (13) for one that accepts all.
   */
  consentLifetime: { refusalMonths: buildSettings.VITE_CONSENT_REFUSAL_MONTHS, acceptanceMonths: buildSettings.VITE_CONSENT_ACCEPTANCE_MONTHS },
} as const;
