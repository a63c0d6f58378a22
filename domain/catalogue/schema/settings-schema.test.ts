import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, problemsThrownBy, someSettings } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

const problemsOfSettings = (settings: unknown) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ settings })));

describe('the site\'s settings', () => {
  it('takes the partners\' ids, the broker\'s site, the support contacts and the social links', () => {
    expect(problemsOfSettings(someSettings())).toEqual([]);
  });

  it('takes settings without a phone, a broker LinkedIn page or social links', () => {
    const broker = { name: 'Example Realty', siteUrl: 'https://broker.example', listingsUrl: 'https://broker.example/listings', markets: ['Nosara'] };
    expect(problemsOfSettings(someSettings({ support: { email: 'hello@costaricagateway.com' }, broker, operator: { legalName: 'Costa Rica Gateway' }, socialLinks: [] }))).toEqual([]);
  });

  it.each([
    [{ siteName: ' ' }, 'settings.siteName', 'siteName must not be empty, got " "'],
    [{ marketplace: { partnerId: 'PARTNER ID', widgetPartnerId: 'WIDGET-ID' } }, 'settings.marketplace.partnerId', 'marketplace.partnerId must be letters, digits, hyphens or underscores (at most 64), got "PARTNER ID"'],
    [{ marketplace: { partnerId: 'PARTNER-ID' } }, 'settings.marketplace.widgetPartnerId', 'marketplace.widgetPartnerId is missing'],
    [{ retail: { tag: '' } }, 'settings.retail.tag', 'retail.tag must be letters, digits, hyphens or underscores (at most 64), got ""'],
    [{ reviewSite: { merchantId: 'M', affiliateId: 'A', extra: 'x' } }, 'settings.reviewSite', 'reviewSite has an unknown field "extra"'],
    [{ broker: { ...someSettings().broker, siteUrl: 'broker.example' } }, 'settings.broker.siteUrl', 'broker.siteUrl must be a web address such as https://example.com/page, got "broker.example"'],
    [{ broker: { ...someSettings().broker, name: ' ' } }, 'settings.broker.name', 'broker.name must not be empty, got " "'],
    [{ broker: { ...someSettings().broker, listingsUrl: undefined } }, 'settings.broker.listingsUrl', 'broker.listingsUrl is missing'],
    [{ broker: { ...someSettings().broker, markets: [] } }, 'settings.broker.markets', 'broker.markets must list 1 to 12 markets'],
    [{ operator: undefined }, 'settings.operator', 'operator is missing'],
    [{ operator: { legalName: '' } }, 'settings.operator.legalName', 'operator.legalName must not be empty, got ""'],
    [{ operator: { legalName: 'Costa Rica Gateway', address: ' ' } }, 'settings.operator.address', 'operator.address must not be empty, got " "'],
    [{ support: { email: 'hello' } }, 'settings.support.email', 'support.email must be an email address such as hello@costaricagateway.com, got "hello"'],
    [{ support: { email: 'hello@costaricagateway.com', phone: 'call us' } }, 'settings.support.phone', 'support.phone must be a phone number such as +506 2222 3333, got "call us"'],
    [{ socialLinks: [{ network: 'myspace', url: 'https://myspace.com/x', label: { en: 'MySpace' } }] }, 'settings.socialLinks[0].network', 'socialLinks[0].network must be one of "instagram", "facebook", "x", "youtube", "tiktok", "linkedin", got "myspace"'],
    [{ socialLinks: 'instagram' }, 'settings.socialLinks', 'socialLinks must be a list of links, got "instagram"'],
    [{ siteNmae: 'x' }, 'settings', 'settings has an unknown field "siteNmae"'],
  ])('refuses %o', (fields, path, message) => {
    expect(problemsOfSettings(someSettings(fields))).toEqual([{ path, message }]);
  });

  it('refuses settings that are missing or not a group of fields', () => {
    expect(problemsOfSettings(undefined)).toEqual([{ path: 'settings', message: 'settings is missing' }]);
    expect(problemsOfSettings('site')).toEqual([{ path: 'settings', message: 'settings must be a group of fields, such as { "siteName": … }, got "site"' }]);
  });
});
