import { describe, expect, it } from 'vitest';
import { someSettings } from '../test-support/catalogue-documents.js';
import { settingsWithBuildOverrides } from './build-settings-schema.js';

describe('the build-time partner variables over the catalogue\'s settings (docs/decisions/101)', () => {
  it('leave the settings record as it is when none is set, whatever their defaults', () => {
    expect(settingsWithBuildOverrides(someSettings(), {})).toEqual(someSettings());
    expect(settingsWithBuildOverrides(someSettings(), { VITE_RETAIL_TAG: '  ', VITE_CONSENT_REFUSAL_MONTHS: '3' })).toEqual(someSettings());
  });

  it('override each field whose variable is set, and only that field', () => {
    const overridden = settingsWithBuildOverrides(someSettings(), {
      VITE_SUPPORT_EMAIL: 'help@example.org',
      VITE_SUPPORT_PHONE: '+506 2222 4444',
      VITE_MARKETPLACE_PARTNER_ID: 'OUR-PARTNER',
      VITE_WIDGET_PARTNER_ID: 'OUR-WIDGET',
      VITE_RETAIL_TAG: 'ours-20',
      VITE_REVIEW_SITE_MERCHANT_ID: 'M2',
      VITE_REVIEW_SITE_AFFILIATE_ID: 'A2',
      VITE_BROKER_SITE_URL: 'https://broker.example/ours',
    });
    expect(overridden).toEqual({
      ...someSettings(),
      marketplace: { partnerId: 'OUR-PARTNER', widgetPartnerId: 'OUR-WIDGET' },
      retail: { tag: 'ours-20' },
      reviewSite: { merchantId: 'M2', affiliateId: 'A2' },
      broker: { ...someSettings().broker, siteUrl: 'https://broker.example/ours' },
      support: { email: 'help@example.org', phone: '+506 2222 4444' },
    });
    expect(settingsWithBuildOverrides(someSettings(), { VITE_RETAIL_TAG: ' ours-20 ' }).retail.tag).toBe('ours-20');
  });

  it('refuse a wrong value, naming the variable', () => {
    expect(() => settingsWithBuildOverrides(someSettings(), { VITE_RETAIL_TAG: 'not a tag!' })).toThrow('VITE_RETAIL_TAG');
  });
});
