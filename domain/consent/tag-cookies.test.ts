import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../adapters/memory/in-memory-cookie-jar.js';
import { ACCEPT_ALL, REJECT_ALL } from './consent-choice.js';
import { cookieDomainsOf, isTagCookie, TagCookieCleaner } from './tag-cookies.js';

describe('the cookies each tag sets (docs/decisions/082)', () => {
  it.each([
    ['_ga', 'analytics'],
    ['_ga_ABC123XYZ9', 'analytics'],
    ['_gid', 'analytics'],
    ['_fbp', 'marketing'],
  ] as const)('knows %s as a cookie of %s', (name, purpose) => {
    expect(isTagCookie(name, purpose)).toBe(true);
    expect(isTagCookie(name, purpose === 'analytics' ? 'marketing' : 'analytics')).toBe(false);
  });

  it.each(['_gaq', 'ga', '_ga-', '_fbc2', 'crg:consent', '_gid_x', 'session'])('leaves %s alone', (name) => {
    expect(isTagCookie(name, 'analytics')).toBe(false);
    expect(isTagCookie(name, 'marketing')).toBe(false);
  });

  it('looks for them on the host and on each parent domain, down to the registrable one', () => {
    expect(cookieDomainsOf('www.costaricagateway.com')).toEqual(['www.costaricagateway.com', 'costaricagateway.com']);
    expect(cookieDomainsOf('Shop.Tours.Arenal.CR')).toEqual(['shop.tours.arenal.cr', 'tours.arenal.cr', 'arenal.cr']);
    expect(cookieDomainsOf('arenal.cr')).toEqual(['arenal.cr']);
    expect(cookieDomainsOf('localhost')).toEqual(['localhost']);
    expect(cookieDomainsOf('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(cookieDomainsOf('[::1]')).toEqual(['[::1]']);
    // An IPv6 address with an IPv4 tail has dots, yet no parent domain; a host whose first label is digits has one.
    expect(cookieDomainsOf('[::ffff:192.0.2.1]')).toEqual(['[::ffff:192.0.2.1]']);
    expect(cookieDomainsOf('360.costaricagateway.com')).toEqual(['360.costaricagateway.com', 'costaricagateway.com']);
  });
});

describe('withdrawing a purpose deletes the cookies its tag set', () => {
  /** The cookies GA4 and the pixel set on www.arenal.cr: GA4 on the parent domain, as its automatic cookie_domain does. */
  function jarWithTagCookies(): InMemoryCookieJar {
    const jar = new InMemoryCookieJar('www.arenal.cr');
    jar.set('_ga', 'GA1.1.1.1', 'arenal.cr');
    jar.set('_ga_ABC123XYZ9', 'GS1.1', 'arenal.cr');
    jar.set('_gid', 'GA1.1.2.2', 'arenal.cr');
    jar.set('_ga', 'GA1.1.3.3');
    jar.set('_fbp', 'fb.1.1.1', 'arenal.cr');
    jar.set('crg:theme', 'light');
    return jar;
  }

  it('removes the analytics cookies wherever they are set, and keeps the others, when analytics is refused', () => {
    const jar = jarWithTagCookies();
    new TagCookieCleaner(jar, 'www.arenal.cr').consentChanged({ analytics: false, marketing: true });
    expect(jar.cookies()).toEqual([
      { name: '_fbp', domain: 'arenal.cr' },
      { name: 'crg:theme', domain: undefined },
    ]);
  });

  it('removes the pixel\'s cookie when marketing is refused', () => {
    const jar = jarWithTagCookies();
    new TagCookieCleaner(jar, 'www.arenal.cr').consentChanged({ analytics: true, marketing: false });
    expect(jar.cookies().map((cookie) => cookie.name)).toEqual(['_ga', '_ga_ABC123XYZ9', '_gid', '_ga', 'crg:theme']);
  });

  it('removes every tag cookie on Reject all, and none on Accept all', () => {
    const rejected = jarWithTagCookies();
    new TagCookieCleaner(rejected, 'www.arenal.cr').consentChanged(REJECT_ALL);
    expect(rejected.cookies()).toEqual([{ name: 'crg:theme', domain: undefined }]);
    const accepted = jarWithTagCookies();
    new TagCookieCleaner(accepted, 'www.arenal.cr').consentChanged(ACCEPT_ALL);
    expect(accepted.cookies()).toHaveLength(6);
  });
});
