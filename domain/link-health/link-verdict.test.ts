import { describe, expect, it } from 'vitest';
import type { LinkCheckResult } from './link-checker.js';
import type { LinkTarget } from './link-target.js';
import { verdictOf } from './link-verdict.js';

const tour: LinkTarget = { linkId: 'tour:a', partner: 'marketplace', label: 'A', url: 'https://gyg.test/s/?q=a&partner_id=P1', record: { collection: 'tours', id: 'a' }, partnerParameters: { partner_id: 'P1' } };
const product: LinkTarget = { ...tour, linkId: 'product:b', partner: 'retail', url: 'https://amazon.test/s?k=b&tag=t-20', partnerParameters: { tag: 't-20' } };
const broker: LinkTarget = { ...tour, linkId: 'broker:contact-broker', partner: 'broker', url: 'https://broker.test/', partnerParameters: {} };
const answered = (hops: LinkCheckResult['hops'], body = '<h1>Tours</h1>', extra: Partial<LinkCheckResult> = {}): LinkCheckResult => ({ hops, body, ...extra });
const page = (url: string, status = 200) => ({ url, status });

describe('verdictOf', () => {
  it('is ok for a page that answers 200 at once with its partner id', () => {
    expect(verdictOf(tour, answered([page(tour.url)]))).toEqual({ verdict: 'ok', detail: 'Answered 200', finalUrl: tour.url, finalStatus: 200, hops: 1 });
  });

  it('is redirected, and fine, when the chain keeps the partner id, counting the redirects', () => {
    const kept = 'https://www.gyg.test/s/?q=a&partner_id=P1';
    expect(verdictOf(tour, answered([{ url: tour.url, status: 301, location: kept }, page(kept)]))).toMatchObject({ verdict: 'redirected', detail: 'Redirected 1 time, partner parameters kept', hops: 2 });
    expect(verdictOf(tour, answered([{ url: tour.url, status: 301 }, { url: tour.url, status: 302 }, page(kept)])).detail).toBe('Redirected 2 times, partner parameters kept');
  });

  it('is untagged when the final address lost the partner id or carries another value', () => {
    expect(verdictOf(tour, answered([{ url: tour.url, status: 302 }, page('https://gyg.test/s/?q=a')]))).toMatchObject({ verdict: 'untagged', detail: 'Lost on the way: partner_id' });
    expect(verdictOf(product, answered([{ url: product.url, status: 302 }, page('https://amazon.test/s?k=b&tag=other-20')])).verdict).toBe('untagged');
  });

  it('is unavailable when the page says the product is gone, per partner', () => {
    expect(verdictOf(product, answered([page(product.url)], '<span>Currently unavailable.</span>'))).toMatchObject({ verdict: 'unavailable', detail: 'The page says "Currently unavailable"' });
    expect(verdictOf(tour, answered([page(tour.url)], 'This activity is no longer available')).verdict).toBe('unavailable');
    expect(verdictOf(tour, answered([page(tour.url)], 'Sorry, no results found for "a"')).verdict).toBe('unavailable');
    // Another partner's words are not this partner's soft 404.
    expect(verdictOf(tour, answered([page(tour.url)], 'Currently unavailable')).verdict).toBe('ok');
    expect(verdictOf(broker, answered([page(broker.url)], 'no results found')).verdict).toBe('ok');
  });

  it("is unavailable on the review site's removed listing, and only on its words", () => {
    const hotel: LinkTarget = { ...tour, linkId: 'hotel:h', partner: 'review-site', url: 'https://awin.test/cread.php?ued=x', partnerParameters: {} };
    for (const words of ['This listing has been removed', 'This property is no longer listed', 'The page is no longer available', 'No results found']) {
      expect(verdictOf(hotel, answered([page(hotel.url)], words)).verdict).toBe('unavailable');
    }
    expect(verdictOf(hotel, answered([page(hotel.url)], 'This listing is a favourite')).verdict).toBe('ok');
  });

  it('names every partner parameter lost', () => {
    const two: LinkTarget = { ...tour, partnerParameters: { partner_id: 'P1', cmp: 'c' } };
    expect(verdictOf(two, answered([{ url: tour.url, status: 302 }, page('https://gyg.test/s/?q=a')])).detail).toBe('Lost on the way: partner_id, cmp');
  });

  it("is unavailable when a redirect ends on the partner's home page, but not for a link to the home page", () => {
    expect(verdictOf(tour, answered([{ url: tour.url, status: 301 }, page('https://gyg.test/?partner_id=P1')]))).toMatchObject({ verdict: 'unavailable', detail: "Redirected to the partner's home page" });
    expect(verdictOf(broker, answered([{ url: broker.url, status: 301 }, page('https://www.broker.test/')])).verdict).toBe('redirected');
    expect(verdictOf(tour, answered([page('https://gyg.test/')])).verdict).toBe('untagged');
  });

  it('is unverifiable, never failed, for 403, 429, 503 and a captcha page', () => {
    for (const status of [403, 429, 503]) {
      expect(verdictOf(tour, answered([page(tour.url, status)]))).toMatchObject({ verdict: 'unverifiable', detail: `The partner refused the checker (${status}): not a sign the page is gone`, finalStatus: status });
    }
    expect(verdictOf(product, answered([page(product.url)], '<form action="/errors/validateCaptcha">Currently unavailable'))).toMatchObject({ verdict: 'unverifiable', detail: 'The partner answered with a robot check (captcha)' });
    for (const words of ['Are you a robot?', 'Robot Check', 'Please verify you are human']) expect(verdictOf(tour, answered([page(tour.url)], words)).verdict).toBe('unverifiable');
  });

  it('is failed for a final 404 or 500, a timeout, no connection and too many redirects', () => {
    expect(verdictOf(tour, answered([page(tour.url, 404)]))).toEqual({ verdict: 'failed', detail: 'The final address answered 404', finalUrl: tour.url, finalStatus: 404, hops: 1 });
    expect(verdictOf(tour, answered([page(tour.url, 500)])).verdict).toBe('failed');
    expect(verdictOf(tour, answered([page(tour.url, 199)])).verdict).toBe('failed');
    expect(verdictOf(tour, answered([page(tour.url, 300)])).verdict).toBe('failed');
    expect(verdictOf(tour, answered([page(tour.url, 299)])).verdict).toBe('ok');
    expect(verdictOf(tour, answered([], '', { failure: 'timeout' }))).toEqual({ verdict: 'failed', detail: 'No answer in time', hops: 0 });
    expect(verdictOf(tour, answered([], ''))).toEqual({ verdict: 'failed', detail: 'No connection to the partner', hops: 0 });
    expect(verdictOf(tour, answered([], '', { failure: 'network' })).detail).toBe('No connection to the partner');
    const loop = answered([{ url: tour.url, status: 302 }], '', { failure: 'too-many-redirects' });
    expect(verdictOf(tour, loop)).toEqual({ verdict: 'failed', detail: 'Too many redirects', finalUrl: tour.url, finalStatus: 302, hops: 1 });
  });
});
