import type { LinkTarget } from '../domain/link-health/link-target.js';
import type { FakePartner } from './fake-partners.js';

/**
 * Partner links to the fake partners (./fake-partners.ts), one of each kind of problem, as the link checker's targets
 * in tests: tours on the marketplace fake keep `partner_id`, products on the retail fake keep `tag`. `expected` is
 * the state each must land in after one check.
 */
export function fakePartnerLinks(marketplace: FakePartner, retail: FakePartner): { readonly target: LinkTarget; readonly expected: string }[] {
  const on = (host: FakePartner, kind: 'tour' | 'product', parameter: [string, string]) => (id: string, path: string, expected: string) => ({
    target: {
      linkId: `${kind}:${id}`,
      partner: kind === 'tour' ? ('marketplace' as const) : ('retail' as const),
      label: `${kind === 'tour' ? 'Tour' : 'Product'} ${id}`,
      url: host.url(`${path}?${parameter[0]}=${parameter[1]}`),
      record: { collection: `${kind}s`, id },
      partnerParameters: { [parameter[0]]: parameter[1] },
    },
    expected,
  });
  const tour = on(marketplace, 'tour', ['partner_id', 'P1']);
  const product = on(retail, 'product', ['tag', 't-20']);
  return [
    tour('good', '/good', 'ok'),
    tour('kept', '/redirect-keep', 'redirected'),
    tour('dropped', '/redirect-drop', 'untagged'),
    tour('chain', '/chain', 'untagged'),
    tour('removed', '/soft-404', 'unavailable'),
    tour('nothing-found', '/no-results', 'unavailable'),
    tour('home', '/home', 'unavailable'),
    tour('gone', '/gone', 'ok'),
    tour('slow', '/slow', 'ok'),
    product('sold-out', '/sold-out', 'unavailable'),
    product('limited', '/rate-limited', 'unverifiable'),
    product('robot', '/captcha', 'unverifiable'),
  ];
}
