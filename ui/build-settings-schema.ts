import { z } from 'zod';
import type { CatalogueSettings } from '../domain/catalogue/schema/settings-schema.js';
import { AFFILIATE_ID_LENGTH, isAffiliateId } from '../domain/affiliate/affiliate-id-format.js';
import { isPhoneNumber } from '../domain/contact/phone-number.js';
import { CONSENT_MONTHS, DEFAULT_CONSENT_LIFETIME } from '../domain/consent/consent-lifetime.js';
import { isEmailAddress } from '../domain/newsletter/email-address.js';

/**
 * Every build-time variable of the UI, declared once: its name, its check (a zod schema over the variable's text),
 * its default and what it means (docs/decisions/095-build-settings-from-one-schema.md), as server/settings-schema.ts
 * declares the server's. ui/vite.config.ts checks the environment of `npm run build` against it (a wrong value stops
 * the build, naming the variable) and hands the checked values to ui/build-settings.ts, which ui/content/site-config.ts
 * reads; `npm run docs:config` writes README.md's build-time table and the build's part of `.env.example` from it.
 * VITE_GA4_MEASUREMENT_ID and VITE_META_PIXEL_ID, which the server reads too, are the server schema's; MAIN_DOMAIN
 * likewise (ui/vite.config.ts hands it to the pages as VITE_MAIN_DOMAIN).
 */
export interface BuildSetting {
  readonly variable: string;
  /**
   * The default, as the variable's own text (parsed by `schema` like a set value, so it obeys the same check), or
   * what happens when it is unset: `{ unset }` in the README's words; `value` is what the build then uses.
   */
  readonly default: string | { readonly unset: string; readonly value?: string };
  /** README.md's "Meaning" column (Markdown). */
  readonly meaning: string;
  /** A value to show in `.env.example` for a variable without a textual default. */
  readonly example?: string;
  /** Checks the variable's (trimmed, non-blank) text and turns it into the build's value; its messages follow the name. */
  readonly schema: z.ZodType<unknown, string>;
}

/** A check's message, with the text it was given. */
const got = (problem: string) => (issue: { input?: unknown }) => `${problem}, got "${String(issue.input)}"`;

const affiliateId = z.string().refine(isAffiliateId, { error: got(`must be letters, digits, hyphens or underscores (at most ${AFFILIATE_ID_LENGTH}): it goes into every partner link`) });

const consentMonths = z
  .string()
  .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= CONSENT_MONTHS.min && Number(raw) <= CONSENT_MONTHS.max, {
    error: got(`must be a whole number of months from ${CONSENT_MONTHS.min} to ${CONSENT_MONTHS.max}`),
  })
  .transform(Number);

export const BUILD_SETTINGS = [
  {
    variable: 'VITE_SUPPORT_EMAIL',
    default: 'hello@costaricagateway.com',
    meaning: 'Support address shown on the site',
    schema: z.string().refine(isEmailAddress, { error: got('must be an email address such as hello@costaricagateway.com') }),
  },
  {
    variable: 'VITE_SUPPORT_PHONE',
    default: { unset: 'unset' },
    example: '+506 2222 3333',
    meaning: 'Support phone shown on the home and real-estate pages; unset, no page offers a number to call (no placeholder that may ring a stranger)',
    schema: z.string().refine(isPhoneNumber, { error: got('must be a phone number such as +506 2222 3333 (digits, spaces, hyphens, dots or parentheses, 6 to 15 digits)') }),
  },
  { variable: 'VITE_MARKETPLACE_PARTNER_ID', default: 'PARTNER-ID-PLACEHOLDER', meaning: 'GetYourGuide partner id on every tour link', schema: affiliateId },
  {
    variable: 'VITE_WIDGET_PARTNER_ID',
    default: 'WIDGET-PARTNER-ID-PLACEHOLDER',
    meaning: 'GetYourGuide partner widget id (Arenal and Tamarindo pages)',
    schema: affiliateId,
  },
  { variable: 'VITE_RETAIL_TAG', default: 'RETAIL-TAG-PLACEHOLDER-20', meaning: 'Amazon associate tag on every shopping link', schema: affiliateId },
  {
    variable: 'VITE_REVIEW_SITE_MERCHANT_ID',
    default: 'REVIEW-MERCHANT-ID-PLACEHOLDER',
    meaning: "Tripadvisor's advertiser id at the affiliate network (hotel links)",
    schema: affiliateId,
  },
  {
    variable: 'VITE_REVIEW_SITE_AFFILIATE_ID',
    default: 'REVIEW-AFFILIATE-ID-PLACEHOLDER',
    meaning: 'Our publisher id at the affiliate network (hotel links)',
    schema: affiliateId,
  },
  {
    variable: 'VITE_BROKER_SITE_URL',
    default: { unset: 'a Costa Rica listings site', value: 'https://www.encuentra24.com/costa-rica-en/real-estate-for-sale' },
    example: 'https://www.encuentra24.com/costa-rica-en/real-estate-for-sale',
    meaning: "The featured broker's site (Contact Broker, real-estate links)",
    schema: z.string().refine((raw) => ['http:', 'https:'].includes(URL.parse(raw)?.protocol ?? ''), { error: got('must be an http(s) URL such as https://broker.example/listings') }),
  },
  {
    variable: 'VITE_CONSENT_REFUSAL_MONTHS',
    default: String(DEFAULT_CONSENT_LIFETIME.refusalMonths),
    meaning:
      "Months a visitor's consent choice is kept when it refuses analytics or marketing; then the banner asks again (a whole number from 1 to 24; docs/decisions/082)",
    schema: consentMonths,
  },
  {
    variable: 'VITE_CONSENT_ACCEPTANCE_MONTHS',
    default: String(DEFAULT_CONSENT_LIFETIME.acceptanceMonths),
    meaning:
      'Months a choice that accepts both is kept before the banner asks again (1 to 24). A browser that sends Global Privacy Control keeps marketing refused whatever the visitor chooses',
    schema: consentMonths,
  },
] as const satisfies readonly BuildSetting[];

type Entry = (typeof BUILD_SETTINGS)[number];

/** The build's values, by variable: what a set or default text becomes; undefined for a variable unset by default. */
export type BuildSettings = {
  readonly [E in Entry as E['variable']]: z.output<E['schema']> | (E['default'] extends string | { readonly value: string } ? never : undefined);
};

/** One variable's schema over the environment's text: blank is unset; its check when set, else its default (checked alike). */
function variableSchema(setting: BuildSetting): z.ZodType<unknown> {
  const { default: fallback } = setting;
  const whenSet = typeof fallback === 'string' ? setting.schema.prefault(fallback) : setting.schema.optional().transform((value) => value ?? fallback.value);
  return z.preprocess((raw) => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined), whenSet);
}

const buildEnvironment = z.object(Object.fromEntries(BUILD_SETTINGS.map((setting: BuildSetting) => [setting.variable, variableSchema(setting)])));

/**
 * The build's settings from an environment (`npm run build`'s, or `import.meta.env` in tests): every variable checked,
 * defaults where unset. A wrong value throws an Error whose message names the variable and the value, first wrong
 * variable first.
 */
export function buildSettingsFrom(env: Readonly<Record<string, unknown>>): BuildSettings {
  const parsed = buildEnvironment.safeParse({ ...env });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`${String(issue!.path[0])} ${issue!.message}`);
  }
  return parsed.data as BuildSettings;
}

type SettingsOverride = (settings: CatalogueSettings, value: string) => CatalogueSettings;

/**
 * The field of the catalogue's settings record each build-time partner variable stands for (docs/decisions/101). The
 * records are the site's one source, the settings record holding the ids; a variable given to a build overrides its
 * field for that build only, as it set the id before the catalogue held it (docs/decisions/095).
 */
const SETTINGS_OVERRIDES: Readonly<Partial<Record<Entry['variable'], SettingsOverride>>> = {
  VITE_SUPPORT_EMAIL: (settings, email) => ({ ...settings, support: { ...settings.support, email } }),
  VITE_SUPPORT_PHONE: (settings, phone) => ({ ...settings, support: { ...settings.support, phone } }),
  VITE_MARKETPLACE_PARTNER_ID: (settings, partnerId) => ({ ...settings, marketplace: { ...settings.marketplace, partnerId } }),
  VITE_WIDGET_PARTNER_ID: (settings, widgetPartnerId) => ({ ...settings, marketplace: { ...settings.marketplace, widgetPartnerId } }),
  VITE_RETAIL_TAG: (settings, tag) => ({ ...settings, retail: { ...settings.retail, tag } }),
  VITE_REVIEW_SITE_MERCHANT_ID: (settings, merchantId) => ({ ...settings, reviewSite: { ...settings.reviewSite, merchantId } }),
  VITE_REVIEW_SITE_AFFILIATE_ID: (settings, affiliateId) => ({ ...settings, reviewSite: { ...settings.reviewSite, affiliateId } }),
  VITE_BROKER_SITE_URL: (settings, siteUrl) => ({ ...settings, broker: { ...settings.broker, siteUrl } }),
};

/**
 * The catalogue's settings as one build uses them: each partner variable the environment sets (not blank) overrides
 * its field; one left unset keeps the record's value, never the variable's placeholder default. A wrong value throws,
 * naming the variable, as buildSettingsFrom does.
 */
export function settingsWithBuildOverrides(settings: CatalogueSettings, env: Readonly<Record<string, unknown>>): CatalogueSettings {
  const checked = buildSettingsFrom(env) as unknown as Readonly<Record<string, unknown>>;
  return Object.entries(SETTINGS_OVERRIDES).reduce((result, [variable, override]) => {
    const given = env[variable];
    return typeof given === 'string' && given.trim() !== '' ? override(result, String(checked[variable])) : result;
  }, settings);
}
