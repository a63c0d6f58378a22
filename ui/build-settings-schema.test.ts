import { describe, expect, it } from 'vitest';
import { BUILD_SETTINGS, buildSettingsFrom } from './build-settings-schema.js';

/** The values README's build-time table has always promised when nothing is set. */
const DEFAULTS = {
  VITE_SUPPORT_EMAIL: 'hello@costaricagateway.com',
  VITE_SUPPORT_PHONE: undefined,
  VITE_MARKETPLACE_PARTNER_ID: 'PARTNER-ID-PLACEHOLDER',
  VITE_WIDGET_PARTNER_ID: 'WIDGET-PARTNER-ID-PLACEHOLDER',
  VITE_RETAIL_TAG: 'RETAIL-TAG-PLACEHOLDER-20',
  VITE_REVIEW_SITE_MERCHANT_ID: 'REVIEW-MERCHANT-ID-PLACEHOLDER',
  VITE_REVIEW_SITE_AFFILIATE_ID: 'REVIEW-AFFILIATE-ID-PLACEHOLDER',
  VITE_BROKER_SITE_URL: 'https://www.encuentra24.com/costa-rica-en/real-estate-for-sale',
  VITE_CONSENT_REFUSAL_MONTHS: 6,
  VITE_CONSENT_ACCEPTANCE_MONTHS: 13,
};

describe('the build-time variables of the UI (ui/build-settings-schema.ts, docs/decisions/095)', () => {
  it('are the ten of README\'s build-time table, in its order', () => {
    expect(BUILD_SETTINGS.map((setting) => setting.variable)).toEqual(Object.keys(DEFAULTS));
  });

  it('have the defaults the README names when unset or blank, and ignore every other variable', () => {
    expect(buildSettingsFrom({})).toEqual(DEFAULTS);
    const blank = Object.fromEntries(Object.keys(DEFAULTS).map((variable, index) => [variable, index % 2 === 0 ? '' : '  ']));
    expect(buildSettingsFrom({ ...blank, PORT: 'not a port', VITE_OTHER: 'x' })).toEqual(DEFAULTS);
  });

  it('read set values, without the spaces around them', () => {
    const set = {
      VITE_SUPPORT_EMAIL: ' hola@example.cr ',
      VITE_SUPPORT_PHONE: ' +506 2222 3333 ',
      VITE_MARKETPLACE_PARTNER_ID: 'ABC123X',
      VITE_WIDGET_PARTNER_ID: 'W1D6ET',
      VITE_RETAIL_TAG: 'costaricagw-20',
      VITE_REVIEW_SITE_MERCHANT_ID: '1234567',
      VITE_REVIEW_SITE_AFFILIATE_ID: '7654321',
      VITE_BROKER_SITE_URL: 'https://broker.example/listings?country=cr',
      VITE_CONSENT_REFUSAL_MONTHS: '1',
      VITE_CONSENT_ACCEPTANCE_MONTHS: ' 24 ',
    };
    expect(buildSettingsFrom(set)).toEqual({
      ...set,
      VITE_SUPPORT_EMAIL: 'hola@example.cr',
      VITE_SUPPORT_PHONE: '+506 2222 3333',
      VITE_CONSENT_REFUSAL_MONTHS: 1,
      VITE_CONSENT_ACCEPTANCE_MONTHS: 24,
    });
  });

  it.each([
    ['VITE_SUPPORT_EMAIL', 'hello at costaricagateway.com', 'must be an email address such as hello@costaricagateway.com'],
    ['VITE_SUPPORT_PHONE', 'call 2222 3333', 'must be a phone number such as +506 2222 3333 (digits, spaces, hyphens, dots or parentheses, 6 to 15 digits)'],
    ['VITE_MARKETPLACE_PARTNER_ID', 'ABC 123', 'must be letters, digits, hyphens or underscores (at most 64): it goes into every partner link'],
    ['VITE_WIDGET_PARTNER_ID', 'id&x=1', 'must be letters, digits, hyphens or underscores (at most 64): it goes into every partner link'],
    ['VITE_RETAIL_TAG', 'tag=costaricagw-20', 'must be letters, digits, hyphens or underscores (at most 64): it goes into every partner link'],
    ['VITE_REVIEW_SITE_MERCHANT_ID', '123#4', 'must be letters, digits, hyphens or underscores (at most 64): it goes into every partner link'],
    ['VITE_REVIEW_SITE_AFFILIATE_ID', '76/54', 'must be letters, digits, hyphens or underscores (at most 64): it goes into every partner link'],
    ['VITE_BROKER_SITE_URL', 'broker.example/listings', 'must be an http(s) URL such as https://broker.example/listings'],
    ['VITE_BROKER_SITE_URL', 'javascript:alert(1)', 'must be an http(s) URL such as https://broker.example/listings'],
    ['VITE_CONSENT_REFUSAL_MONTHS', '0', 'must be a whole number of months from 1 to 24'],
    ['VITE_CONSENT_REFUSAL_MONTHS', 'six', 'must be a whole number of months from 1 to 24'],
    ['VITE_CONSENT_ACCEPTANCE_MONTHS', '1.5', 'must be a whole number of months from 1 to 24'],
    ['VITE_CONSENT_ACCEPTANCE_MONTHS', '-13', 'must be a whole number of months from 1 to 24'],
    ['VITE_CONSENT_ACCEPTANCE_MONTHS', '25', 'must be a whole number of months from 1 to 24'],
  ])('refuse %s=%j, naming the variable and the value', (variable, value, problem) => {
    expect(() => buildSettingsFrom({ [variable]: value })).toThrow(`${variable} ${problem}, got "${value}"`);
  });

  it('name the first wrong variable when several are', () => {
    expect(() => buildSettingsFrom({ VITE_RETAIL_TAG: 'a b', VITE_CONSENT_REFUSAL_MONTHS: '0' })).toThrow(/^VITE_RETAIL_TAG /);
  });
});
