/**
 * docs/architecture.md §7: the names and build-time settings of the UI in one typed module. The partner ids, the
 * broker's site and the support contacts are the catalogue's settings record (docs/decisions/101), which the build's
 * VITE_* variables override when set (ui/build-settings-schema.ts, docs/decisions/095).
 */
import { CLICK_PARTNER_NAMES } from '../../domain/clicks/click-partners.js';
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
  // The partners' names are the ones the click dashboard gives them (docs/decisions/067).
  marketplaceName: CLICK_PARTNER_NAMES.marketplace,
  reviewSiteName: CLICK_PARTNER_NAMES['review-site'],
  retailerName: CLICK_PARTNER_NAMES.retail,
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
