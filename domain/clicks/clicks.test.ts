import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { CLICK_BATCH_MAX_AGE_MS, ClickBatcher } from './click-batcher.js';
import { clickDayOf, daysEndingOn } from './click-day.js';
import { clickCountKey, mergeClickCounts, type ClickCounts, type DailyClickCount } from './click-counts.js';
import { clickDashboard, dailyClicksCsv, isClickPeriod, partnerName, periodDays, shareText, TOP_LIST_LENGTH } from './click-dashboard.js';
import { isCountedClick, isFromOwnSite, isOwnSiteAddress, ownSiteHosts } from './click-filter.js';
import { isClickPartner, partnerOfLinkId } from './click-partners.js';
import { ClickRateLimiter, limitedClientOf } from './click-rate-limit.js';
import { clickReportFields, InvalidClickReportError, readClickReport, type ClickReport } from './click-report.js';
import { clickBeaconBody, clickPingUrl, clickTransportFor } from './click-transport.js';
import { InvalidLinkCatalogueError, LinkCatalogue } from './link-catalogue.js';
import { LINK_ID_PATTERN, PAGE_PATH_PATTERN, SECTION_PATTERN } from './link-ids.js';

const CATALOGUE = new LinkCatalogue(
  [
    { id: 'tour:arenal-1', partner: 'marketplace', label: 'Arenal Volcano National Park Guided Hike' },
    { id: 'hotel:tabacon', partner: 'review-site', label: 'Tabacón Thermal Resort & Spa' },
    { id: 'product:salsa-lizano', partner: 'retail', label: 'Salsa Lizano' },
    { id: 'broker:contact', partner: 'broker', label: 'Contact Broker' },
  ],
  ['/', '/destinations/arenal', '/gift-store'],
  [
    { linkId: 'tour:arenal-1', page: '/destinations/arenal', section: 'tours', position: 1 },
    { linkId: 'tour:arenal-1', page: '/', section: 'featured-tours', position: 200 },
    { linkId: 'tour:arenal-1', page: '/', section: 'a'.repeat(40), position: 1 },
    { linkId: 'product:salsa-lizano', page: '/gift-store', section: 'products', position: 3 },
  ],
);
const ARENAL: ClickReport = { linkId: 'tour:arenal-1', page: '/destinations/arenal', section: 'tours', position: 1 };
const fields = (overrides: Partial<Record<'link' | 'page' | 'section' | 'position', string | null>> = {}) => ({
  link: 'tour:arenal-1',
  page: '/destinations/arenal',
  section: 'tours',
  position: '1',
  ...overrides,
});

class RecordingCounts implements ClickCounts {
  readonly writes: DailyClickCount[][] = [];
  failNext = false;
  async add(counts: readonly DailyClickCount[]): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('database unavailable');
    }
    this.writes.push([...counts]);
  }
  async between(): Promise<DailyClickCount[]> {
    return mergeClickCounts(this.writes.flat());
  }
}

describe('the link catalogue', () => {
  it('knows its links and pages, and reads back what it writes', () => {
    const again = LinkCatalogue.fromJson(CATALOGUE.toJson());
    expect(again.link('tour:arenal-1')?.label).toBe('Arenal Volcano National Park Guided Hike');
    expect(again.link('tour:nowhere')).toBeUndefined();
    expect(again.hasPage('/gift-store')).toBe(true);
    expect(again.hasPage('/admin')).toBe(false);
    expect(again.links).toHaveLength(4);
    expect(again.pages).toEqual(['/', '/destinations/arenal', '/gift-store']);
    expect(again.placements).toEqual(CATALOGUE.placements);
    expect(again.shows(ARENAL)).toBe(true);
    expect(again.shows({ ...ARENAL, position: 2 })).toBe(false);
    expect(again.shows({ ...ARENAL, section: 'hotels' })).toBe(false);
    expect(again.shows({ ...ARENAL, page: '/gift-store' })).toBe(false);
    expect(again.shows({ ...ARENAL, linkId: 'hotel:tabacon' })).toBe(false);
    expect(LinkCatalogue.EMPTY.links).toEqual([]);
    expect(LinkCatalogue.EMPTY.placements).toEqual([]);
  });

  it('keeps each place once, however often a page drew it, and refuses a place of a link or page it does not know', () => {
    const link = { id: 'tour:arenal-1', partner: 'marketplace', label: 'Hike' } as const;
    const place = { linkId: 'tour:arenal-1', page: '/tours', section: 'arenal', position: 1 };
    expect(new LinkCatalogue([link], ['/tours'], [place, { ...place }]).placements).toEqual([place]);
    expect(() => new LinkCatalogue([link], ['/tours'], [{ ...place, linkId: 'tour:other' }])).toThrow(/places tour:other, a link it does not list/);
    expect(() => new LinkCatalogue([link], ['/tours'], [{ ...place, page: '/gift-store' }])).toThrow(/places tour:arenal-1 on \/gift-store, a page it does not list/);
    expect(() => new LinkCatalogue([link], ['/tours'], [{ ...place, section: 'Arenal' }])).toThrow(/"Arenal" is not a section/);
    expect(() => new LinkCatalogue([link], ['/tours'], [{ ...place, position: 0 }])).toThrow(/0 is not a position/);
    expect(() => new LinkCatalogue([link], ['/tours'], [{ ...place, position: 201 }])).toThrow(/201 is not a position/);
    expect(() => new LinkCatalogue([link], ['/tours'], [{ ...place, position: 1.5 }])).toThrow(/1.5 is not a position/);
  });

  it('keeps one entry for a link listed on several pages, and refuses an id naming two links', () => {
    const link = { id: 'tour:arenal-1', partner: 'marketplace', label: 'Hike' } as const;
    expect(new LinkCatalogue([link, link], []).links).toHaveLength(1);
    expect(() => new LinkCatalogue([link, { ...link, label: 'Other' }], [])).toThrow(/names two different links/);
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['no lists', '{}', /"links" and a "pages" list/],
    ['a link without its label', '{"links":[{"id":"tour:a","partner":"marketplace"}],"pages":[]}', /is not a link/],
    ['an unknown partner', '{"links":[{"id":"tour:a","partner":"bank","label":"A"}],"pages":[]}', /is not a link/],
    ['a URL as id', '{"links":[{"id":"https://example.com","partner":"marketplace","label":"A"}],"pages":[]}', /is not a link id/],
    ['an id of another partner', '{"links":[{"id":"hotel:a","partner":"marketplace","label":"A"}],"pages":[]}', /does not lead to marketplace/],
    ['a page that is not a path', '{"links":[],"pages":["https://example.com/"]}', /is not a page path/],
    ['a page that is not text', '{"links":[],"pages":[3]}', /usable: 3 is not a page path/],
    ['links but no pages', '{"links":[]}', /"links" and a "pages" list/],
    ['pages but no links', '{"pages":[]}', /"links" and a "pages" list/],
    ['an id that is not text', '{"links":[{"id":3,"partner":"marketplace","label":"A"}],"pages":[]}', /is not a link \(id, partner, label\)/],
    ['a label that is not text', '{"links":[{"id":"tour:a","partner":"marketplace","label":5}],"pages":[]}', /is not a link \(id, partner, label\)/],
    ['an empty label', '{"links":[{"id":"tour:a","partner":"marketplace","label":""}],"pages":[]}', /is not a link \(id, partner, label\)/],
    ['null', 'null', /"links" and a "pages" list/],
    ['a null link', '{"links":[null],"pages":[]}', /is not a link/],
    ['a null place', '{"links":[{"id":"tour:a","partner":"marketplace","label":"A"}],"pages":["/"],"placements":[null]}', /null is not a place/],
    ['a place of five fields', '{"links":[{"id":"tour:a","partner":"marketplace","label":"A"}],"pages":["/"],"placements":[["tour:a","/","tours",1,"x"]]}', /is not a place/],
    ['places that are not a list', '{"links":[],"pages":[],"placements":{}}', /"placements" must be a list/],
    ['a place that is not four fields', '{"links":[{"id":"tour:a","partner":"marketplace","label":"A"}],"pages":["/"],"placements":[["tour:a","/","tours"]]}', /is not a place \(link, page, section, position\)/],
    ['a place with a position as text', '{"links":[{"id":"tour:a","partner":"marketplace","label":"A"}],"pages":["/"],"placements":[["tour:a","/","tours","1"]]}', /is not a place/],
    ['a place with a page that is not text', '{"links":[{"id":"tour:a","partner":"marketplace","label":"A"}],"pages":["/"],"placements":[["tour:a",1,"tours",1]]}', /is not a place/],
    ['a place with a link that is not text', '{"links":[{"id":"tour:a","partner":"marketplace","label":"A"}],"pages":["/"],"placements":[[1,"/","tours",1]]}', /is not a place/],
    ['a place with a section that is not text', '{"links":[{"id":"tour:a","partner":"marketplace","label":"A"}],"pages":["/"],"placements":[["tour:a","/",1,1]]}', /is not a place/],
  ])('refuses a catalogue with %s', (_case, text, problem) => {
    expect(() => LinkCatalogue.fromJson(text)).toThrow(InvalidLinkCatalogueError);
    expect(() => LinkCatalogue.fromJson(text)).toThrow(problem);
    expect(() => LinkCatalogue.fromJson(text)).toThrow(expect.objectContaining({ name: 'InvalidLinkCatalogueError' }));
  });

  it('says each link kind\'s partner', () => {
    expect(partnerOfLinkId('tour:arenal-1')).toBe('marketplace');
    expect(partnerOfLinkId('widget:tamarindo')).toBe('marketplace');
    expect(partnerOfLinkId('hotel:tabacon')).toBe('review-site');
    expect(partnerOfLinkId('product:salsa-lizano')).toBe('retail');
    expect(partnerOfLinkId('broker:contact')).toBe('broker');
    expect(partnerOfLinkId('toString:x')).toBeUndefined();
    expect(partnerOfLinkId('nothing')).toBeUndefined();
    expect(isClickPartner('retail')).toBe(true);
    expect(isClickPartner('bank')).toBe(false);
  });
});

describe('the shapes a report names', () => {
  it.each([
    [LINK_ID_PATTERN, ['tour:arenal-1', 'review-site:a', 'product:search-dark-roast'], ['tour:arenal-1!', ' tour:arenal-1', 'Tour:a', 'a-b-:x', 'tour:']],
    [PAGE_PATH_PATTERN, ['/', '/tours', '/destinations/arenal'], ['/tours/', 'tours', '/tours?x', '//tours', '/Tours']],
    [SECTION_PATTERN, ['tours', 'partner-widget-fallback', 'a'.repeat(40)], ['tours!', 'Tours', '-tours', 'tours-', 'a'.repeat(41), '']],
  ])('%s accepts what it should and nothing else', (pattern, accepted, refused) => {
    for (const text of accepted) expect(pattern.test(text), text).toBe(true);
    for (const text of refused) expect(pattern.test(text), text).toBe(false);
  });
});

describe('a click report', () => {
  it('names a catalogue link and its place', () => {
    expect(readClickReport(fields(), CATALOGUE)).toEqual(ARENAL);
    expect(readClickReport(fields({ page: '/', section: 'featured-tours', position: '200' }), CATALOGUE)).toEqual({ ...ARENAL, page: '/', section: 'featured-tours', position: 200 });
    expect(readClickReport(fields({ page: '/', section: 'a'.repeat(40) }), CATALOGUE).section).toHaveLength(40);
  });

  it.each([
    [{ link: 'tour:nowhere-9' }, 'names no link of the catalogue: tour:nowhere-9'],
    [{ link: 'https://www.getyourguide.com/' }, 'must be a catalogue link id'],
    [{ link: null }, 'must be a catalogue link id'],
    [{ page: '/admin' }, '"page" must be the path of a page'],
    [{ page: undefined as unknown as string }, '"page" must be the path of a page'],
    [{ section: 'Tours' }, '"section" must be lower-case words'],
    [{ section: '' }, '"section" must be lower-case words'],
    [{ section: 'a'.repeat(41) }, '"section" must be lower-case words'],
    [{ position: '0' }, '"position" must be a whole number from 1 to 200'],
    [{ position: '201' }, '"position" must be a whole number from 1 to 200'],
    [{ position: '1.5' }, '"position" must be a whole number'],
    [{ position: null }, '"position" must be a whole number'],
    [{ position: '2' }, '/destinations/arenal shows no tour:arenal-1 at position 2 of section "tours"'],
    [{ section: 'made-up' }, '/destinations/arenal shows no tour:arenal-1 at position 1 of section "made-up"'],
    [{ page: '/gift-store' }, '/gift-store shows no tour:arenal-1 at position 1 of section "tours"'],
    [{ link: 'hotel:tabacon' }, '/destinations/arenal shows no hotel:tabacon at position 1 of section "tours"'],
  ])('is refused when %o', (override, message) => {
    expect(() => readClickReport(fields(override), CATALOGUE)).toThrow(InvalidClickReportError);
    expect(() => readClickReport(fields(override), CATALOGUE)).toThrow(message);
    expect(() => readClickReport(fields(override), CATALOGUE)).toThrow(expect.objectContaining({ name: 'InvalidClickReportError' }));
  });

  it('travels as a ping address or a beacon body with the same fields', () => {
    expect(clickReportFields(ARENAL)).toEqual([['link', 'tour:arenal-1'], ['page', '/destinations/arenal'], ['section', 'tours'], ['position', '1']]);
    expect(clickPingUrl(ARENAL)).toBe('/api/clicks?link=tour%3Aarenal-1&page=%2Fdestinations%2Farenal&section=tours&position=1');
    expect(clickBeaconBody(ARENAL)).toBe('link=tour%3Aarenal-1&page=%2Fdestinations%2Farenal&section=tours&position=1');
    const back = Object.fromEntries(new URLSearchParams(clickBeaconBody(ARENAL)));
    expect(readClickReport({ link: back.link, page: back.page, section: back.section, position: back.position }, CATALOGUE)).toEqual(ARENAL);
  });

  it('goes by ping where the browser sends pings, by beacon elsewhere, never both', () => {
    const chromium = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    expect(clickTransportFor({ anchorPing: true, userAgent: chromium, sendBeacon: true })).toBe('ping');
    expect(clickTransportFor({ anchorPing: true, userAgent: firefox, sendBeacon: true })).toBe('beacon');
    expect(clickTransportFor({ anchorPing: false, userAgent: chromium, sendBeacon: true })).toBe('beacon');
    expect(clickTransportFor({ anchorPing: false, userAgent: chromium, sendBeacon: false })).toBe('none');
  });
});

describe('the robot and own-site filter', () => {
  const hosts = ownSiteHosts('costaricagateway.com');
  const human = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';
  const isRobot = (userAgent: string) => /bot/i.test(userAgent);
  // What a ping and a beacon carry under the site's Referrer-Policy: no-referrer: no Referer, no Ping-From, an Origin
  // of "null" (a no-cors request), and the browser's own Sec-Fetch-Site.
  const beacon = { userAgent: human, fetchSite: 'same-origin', origin: 'null', referrer: undefined };

  it('counts a browser\'s click whose request the browser says comes from our own origin, whatever else it lacks', () => {
    expect(isCountedClick(beacon, hosts, isRobot)).toBe(true);
    expect(isCountedClick({ ...beacon, origin: undefined }, hosts, isRobot)).toBe(true);
    // The browser's word is final: an own-site Referer beside a cross-site request is someone else's page.
    expect(isCountedClick({ ...beacon, fetchSite: 'cross-site', referrer: 'https://costaricagateway.com/tours' }, hosts, isRobot)).toBe(false);
    expect(isCountedClick({ ...beacon, fetchSite: 'same-site' }, hosts, isRobot)).toBe(false);
    expect(isCountedClick({ ...beacon, fetchSite: 'none' }, hosts, isRobot)).toBe(false);
  });

  it('falls back to the Origin, then the Referer or Ping-From, naming one of our hosts, for a browser without fetch metadata', () => {
    const older = { userAgent: human, fetchSite: undefined, origin: undefined, referrer: undefined };
    expect(isCountedClick({ ...older, origin: 'https://costaricagateway.com' }, hosts, isRobot)).toBe(true);
    expect(isCountedClick({ ...older, origin: 'https://www.costaricagateway.com' }, hosts, isRobot)).toBe(true);
    expect(isCountedClick({ ...older, origin: 'https://evil.example' }, hosts, isRobot)).toBe(false);
    expect(isCountedClick({ ...older, origin: 'null', referrer: 'https://costaricagateway.com/tours' }, hosts, isRobot)).toBe(true);
    expect(isCountedClick({ ...older, referrer: 'https://costaricagateway.com/destinations/arenal' }, hosts, isRobot)).toBe(true);
    // The Host header is the sender's to choose: `Host: evil.example` with a Referer there is not our site.
    expect(isCountedClick({ ...older, referrer: 'http://evil.example/x' }, hosts, isRobot)).toBe(false);
    expect(isCountedClick({ ...older, origin: 'https://evil.example', referrer: 'https://costaricagateway.com/' }, hosts, isRobot)).toBe(false);
    expect(isCountedClick(older, hosts, isRobot)).toBe(false);
  });

  it('does not count a robot or a request without a user agent, wherever it comes from', () => {
    expect(isCountedClick({ ...beacon, userAgent: 'Googlebot/2.1' }, hosts, isRobot)).toBe(false);
    expect(isCountedClick({ ...beacon, userAgent: undefined }, hosts, isRobot)).toBe(false);
    expect(isCountedClick({ ...beacon, userAgent: '' }, hosts, isRobot)).toBe(false);
  });

  it('takes only http(s) addresses of our hosts as our own site', () => {
    expect(isFromOwnSite({ fetchSite: 'SAME-ORIGIN', origin: undefined, referrer: undefined }, hosts)).toBe(false);
    expect(isOwnSiteAddress('not a url', hosts)).toBe(false);
    expect(isOwnSiteAddress(undefined, hosts)).toBe(false);
    expect(isOwnSiteAddress('ftp://costaricagateway.com/', hosts)).toBe(false);
    expect(isOwnSiteAddress('https://COSTARICAGATEWAY.com/tours', hosts)).toBe(true);
    expect(isOwnSiteAddress('http://costaricagateway.com:8080/', hosts)).toBe(false);
    expect(isOwnSiteAddress('http://costaricagateway.com/tours', hosts)).toBe(true);
    expect([...ownSiteHosts('Example.org')]).toEqual(['example.org', 'www.example.org']);
  });
});

describe('click days', () => {
  it('are days in Costa Rica, six hours behind UTC', () => {
    expect(clickDayOf(new Date('2026-11-25T05:59:59Z'))).toBe('2026-11-24');
    expect(clickDayOf(new Date('2026-11-25T06:00:00Z'))).toBe('2026-11-25');
  });

  it('list a period oldest first, across a month\'s end', () => {
    expect(daysEndingOn('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('batches of clicks', () => {
  const setup = () => {
    const counts = new RecordingCounts();
    const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
    const scheduler = new InMemoryScheduler();
    const errors: unknown[] = [];
    return { counts, clock, scheduler, errors, batcher: new ClickBatcher(counts, clock, scheduler, (error) => errors.push(error)) };
  };

  it('writes a storm of clicks as one row per day, link and place, at most a second after the first', async () => {
    const { counts, scheduler, batcher } = setup();
    for (let index = 0; index < 500; index++) batcher.record(ARENAL);
    batcher.record({ ...ARENAL, position: 2 });
    expect(batcher.waiting).toBe(501);
    scheduler.advance(CLICK_BATCH_MAX_AGE_MS - 1);
    expect(counts.writes).toHaveLength(0);
    scheduler.advance(1);
    // The timer itself took the batch: nothing waits any more, before anyone calls flush.
    expect(batcher.waiting).toBe(0);
    await batcher.flush();
    expect(counts.writes).toEqual([
      [
        { ...ARENAL, day: '2026-11-25', clicks: 500 },
        { ...ARENAL, position: 2, day: '2026-11-25', clicks: 1 },
      ],
    ]);
    expect(batcher.waiting).toBe(0);
    expect(scheduler.waiting).toBe(0);
  });

  it('starts no timer and writes nothing while no click waits', async () => {
    const { counts, scheduler, batcher } = setup();
    await batcher.flush();
    expect(counts.writes).toEqual([]);
    expect(scheduler.waiting).toBe(0);
  });

  it('counts a click on the day it happened, even if written after midnight', async () => {
    const { counts, clock, batcher } = setup();
    clock.advance(14 * 60 * 60 * 1000 + 59 * 60 * 1000 + 59_500); // 05:59:59.5 UTC next day = 23:59:59.5 in Costa Rica
    batcher.record(ARENAL);
    clock.advance(1000);
    batcher.record(ARENAL);
    await batcher.flush();
    expect(counts.writes[0]!.map((count) => [count.day, count.clicks])).toEqual([
      ['2026-11-25', 1],
      ['2026-11-26', 1],
    ]);
  });

  it('keeps a batch whose write failed and writes it with the next, so nothing counted is lost', async () => {
    const { counts, scheduler, errors, batcher } = setup();
    batcher.record(ARENAL);
    counts.failNext = true;
    await batcher.flush();
    expect(errors).toHaveLength(1);
    expect(batcher.waiting).toBe(1);
    batcher.record(ARENAL);
    scheduler.advance(CLICK_BATCH_MAX_AGE_MS);
    await batcher.flush();
    expect(counts.writes).toEqual([[{ ...ARENAL, day: '2026-11-25', clicks: 2 }]]);
  });

  it('tries a failed write again a second later by itself, with no new click', async () => {
    const { counts, scheduler, batcher } = setup();
    batcher.record(ARENAL);
    counts.failNext = true;
    scheduler.advance(CLICK_BATCH_MAX_AGE_MS);
    await batcher.flush();
    expect(batcher.waiting).toBe(1);
    scheduler.advance(CLICK_BATCH_MAX_AGE_MS);
    expect(batcher.waiting).toBe(0);
    await batcher.flush();
    expect(counts.writes).toEqual([[{ ...ARENAL, day: '2026-11-25', clicks: 1 }]]);
  });

  it('writes what waits when the server stops, and sets no timer after', async () => {
    const { counts, scheduler, batcher } = setup();
    batcher.record(ARENAL);
    counts.failNext = true;
    await batcher.close();
    expect(batcher.waiting).toBe(1);
    expect(scheduler.waiting).toBe(0);
    await batcher.close();
    expect(counts.writes).toEqual([[{ ...ARENAL, day: '2026-11-25', clicks: 1 }]]);
  });

  it('reports a failed write to no one when nobody listens', async () => {
    const counts = new RecordingCounts();
    const batcher = new ClickBatcher(counts, new ManualClock(), new InMemoryScheduler());
    batcher.record(ARENAL);
    counts.failNext = true;
    await expect(batcher.flush()).resolves.toBeUndefined();
  });

  it('merges counts of the same key and keeps others apart', () => {
    const one = { ...ARENAL, day: '2026-11-25', clicks: 2 };
    expect(mergeClickCounts([one, one, { ...one, section: 'hotels' }])).toEqual([{ ...one, clicks: 4 }, { ...one, section: 'hotels' }]);
    expect(clickCountKey(one)).not.toBe(clickCountKey({ ...one, day: '2026-11-26' }));
  });
});

describe('the per-client limit', () => {
  it('allows sixty reports a minute per address, then says when to come back', () => {
    const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
    const limiter = new ClickRateLimiter(clock);
    for (let index = 0; index < 60; index++) expect(limiter.take('203.0.113.7')).toBeUndefined();
    expect(limiter.take('203.0.113.7')).toBe(60);
    expect(limiter.take('198.51.100.4')).toBeUndefined();
    clock.advance(59_500);
    expect(limiter.take('203.0.113.7')).toBe(1);
    clock.advance(500);
    expect(limiter.take('203.0.113.7')).toBeUndefined();
  });

  it('counts every address of one IPv6 /64 as one client, since one home or server holds the whole /64', () => {
    const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
    const limiter = new ClickRateLimiter(clock, 2);
    expect(limiter.take('2001:db8:1:2::1')).toBeUndefined();
    expect(limiter.take('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBeUndefined();
    expect(limiter.take('2001:0db8:0001:0002:abcd::9')).toBe(60);
    expect(limiter.take('2001:db8:1:3::1')).toBeUndefined();
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:0:0:1::', '2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::1:2:3:4', '2001:db8:0:0::/64'],
    ['1:2:3:4:5:6:7::', '1:2:3:4::/64'],
    ['unknown', 'unknown'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['2001:db8:xyz::1', '2001:db8:xyz::1'],
    ['1:2:3:4:5:6:7:8::', '1:2:3:4:5:6:7:8::'],
    ['12345::1', '12345::1'],
    [':1:2:3:4:5:6:7', ':1:2:3:4:5:6:7'],
    ['2001:db8::1:2:3:4:5', '2001:db8:0:1::/64'],
    ['::1:2:3:4:5:6:7:8', '::1:2:3:4:5:6:7:8'],
    ['1:2:3:4:5:6:7:8::1::2', '1:2:3:4:5:6:7:8::1::2'],
    ['1::ffff:203.0.113.7', '1::ffff:203.0.113.7'],
    ['::ffff:203.0.113.7:1', '::ffff:203.0.113.7:1'],
  ])('limits %s as the client %s', (address, client) => {
    expect(limitedClientOf(address)).toBe(client);
  });

  it('forgets the oldest clients first once it remembers too many', () => {
    const clock = new ManualClock();
    const limiter = new ClickRateLimiter(clock, 1, 2);
    limiter.take('a');
    clock.advance(10);
    limiter.take('b');
    limiter.take('c');
    expect(limiter.clients).toBe(2);
    expect(limiter.take('a')).toBeUndefined();
    expect(limiter.take('c')).toBe(60);
    clock.advance(60_000);
    limiter.take('d');
    expect(limiter.clients).toBe(1);
  });
});

describe('the dashboard', () => {
  const count = (day: string, linkId: string, page: string, clicks: number): DailyClickCount => ({ day, linkId, page, section: 'main', position: 1, clicks });
  const counts = [
    count('2026-11-25', 'tour:arenal-1', '/destinations/arenal', 3),
    count('2026-11-25', 'tour:arenal-1', '/', 1),
    count('2026-11-24', 'hotel:tabacon', '/destinations/arenal', 2),
    count('2026-11-20', 'product:salsa-lizano', '/gift-store', 1),
    count('2026-11-19', 'broker:contact', '/', 1),
    count('2026-11-25', 'tour:gone-3', '/', 2),
    count('2026-11-25', 'mystery:x', '/', 0),
  ];

  it('splits each day of the period by partner, with quiet days at zero', () => {
    const dashboard = clickDashboard(counts, CATALOGUE, '2026-11-25', 7);
    expect(dashboard).toMatchObject({ period: 7, firstDay: '2026-11-19', lastDay: '2026-11-25', total: 10 });
    expect(dashboard.daily.map((day) => [day.day, day.total])).toEqual([
      ['2026-11-19', 1],
      ['2026-11-20', 1],
      ['2026-11-21', 0],
      ['2026-11-22', 0],
      ['2026-11-23', 0],
      ['2026-11-24', 2],
      ['2026-11-25', 6],
    ]);
    expect(dashboard.daily.at(-1)!.byPartner).toEqual({ marketplace: 6, 'review-site': 0, retail: 0, broker: 0 });
  });

  it('ranks links and pages by clicks with their share, naming links by the catalogue', () => {
    const dashboard = clickDashboard(counts, CATALOGUE, '2026-11-25', 7);
    expect(dashboard.topLinks[0]).toEqual({ linkId: 'tour:arenal-1', label: 'Arenal Volcano National Park Guided Hike', partner: 'marketplace', clicks: 4, share: 4 / 10 });
    expect(dashboard.topLinks.map((link) => link.label)).toEqual([
      'Arenal Volcano National Park Guided Hike',
      'Tabacón Thermal Resort & Spa',
      'tour:gone-3',
      'Contact Broker',
      'Salsa Lizano',
      'mystery:x',
    ]);
    expect(dashboard.topPages).toEqual([
      { page: '/destinations/arenal', clicks: 5, share: 5 / 10 },
      { page: '/', clicks: 4, share: 4 / 10 },
      { page: '/gift-store', clicks: 1, share: 1 / 10 },
    ]);
  });

  it('leaves out what falls outside the period, and shows 0% of nothing', () => {
    const dashboard = clickDashboard(counts, CATALOGUE, '2026-11-25', 7);
    expect(clickDashboard(counts, CATALOGUE, '2026-11-21', 7).total).toBe(2);
    expect(clickDashboard([], CATALOGUE, '2026-11-25', 30)).toMatchObject({ total: 0, topLinks: [], topPages: [] });
    expect(clickDashboard(counts, CATALOGUE, '2026-11-25', 90).daily).toHaveLength(90);
    expect(dashboard.topLinks.find((link) => link.linkId === 'mystery:x')).toMatchObject({ share: 0, partner: undefined });
    expect(clickDashboard([count('2026-11-25', 'tour:arenal-1', '/', 1)], CATALOGUE, '2026-11-25', 7).topLinks[0]!.share).toBe(1);
    expect(clickDashboard([count('2026-11-25', 'tour:arenal-1', '/', 0)], CATALOGUE, '2026-11-25', 7).topPages).toEqual([{ page: '/', clicks: 0, share: 0 }]);
  });

  it('lists the ten most clicked links and pages, most clicked first, whatever order the counts come in', () => {
    const many = Array.from({ length: 12 }, (_, index) => count('2026-11-25', `tour:arenal-${index + 1}`, `/page-${index + 1}`, index + 1));
    const dashboard = clickDashboard(many, CATALOGUE, '2026-11-25', 7);
    expect(dashboard.topLinks.map((link) => link.clicks)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(dashboard.topPages.map((page) => page.page)).toEqual(['/page-12', '/page-11', '/page-10', '/page-9', '/page-8', '/page-7', '/page-6', '/page-5', '/page-4', '/page-3']);
    expect(TOP_LIST_LENGTH).toBe(10);
  });

  it('offers 7, 30 and 90 days, and writes shares in whole per cent', () => {
    expect([7, 30, 90].every(isClickPeriod)).toBe(true);
    expect(isClickPeriod(14)).toBe(false);
    expect(isClickPeriod('7')).toBe(false);
    expect(periodDays('2026-11-25', 30)).toEqual({ firstDay: '2026-10-27', lastDay: '2026-11-25' });
    expect([0, 0.004, 0.005, 4 / 11, 1].map(shareText)).toEqual(['0%', '<1%', '1%', '36%', '100%']);
    expect(partnerName('review-site')).toBe('Tripadvisor');
    expect(partnerName(undefined)).toBe('Unknown partner');
  });

  it('sorts the CSV by day first, then link, and places by position', () => {
    const laterHotel = count('2026-11-25', 'hotel:tabacon', '/', 1);
    const earlierTour = count('2026-11-24', 'tour:arenal-1', '/', 1);
    const rows = dailyClicksCsv([laterHotel, { ...earlierTour, position: 3 }, earlierTour, { ...earlierTour, position: 2 }], CATALOGUE)
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.split(','))
      .map((fields) => [fields[0], fields[2], fields[6]].join(' '));
    expect(rows).toEqual(['2026-11-24 tour:arenal-1 1', '2026-11-24 tour:arenal-1 2', '2026-11-24 tour:arenal-1 3', '2026-11-25 hotel:tabacon 1']);
  });

  it('exports the daily counts as CSV, sorted, quoting what needs it', () => {
    const csv = dailyClicksCsv([counts[1]!, counts[2]!, { ...counts[0]!, section: 'tours' }, { ...counts[0]!, section: 'tours', position: 3 }, { ...counts[0]!, page: '/', section: 'hero' }], CATALOGUE);
    expect(csv.split('\r\n')).toEqual([
      'day,partner,link,label,page,section,position,clicks',
      '2026-11-24,Tripadvisor,hotel:tabacon,Tabacón Thermal Resort & Spa,/destinations/arenal,main,1,2',
      '2026-11-25,GetYourGuide,tour:arenal-1,Arenal Volcano National Park Guided Hike,/,hero,1,3',
      '2026-11-25,GetYourGuide,tour:arenal-1,Arenal Volcano National Park Guided Hike,/,main,1,1',
      '2026-11-25,GetYourGuide,tour:arenal-1,Arenal Volcano National Park Guided Hike,/destinations/arenal,tours,1,3',
      '2026-11-25,GetYourGuide,tour:arenal-1,Arenal Volcano National Park Guided Hike,/destinations/arenal,tours,3,3',
      '',
    ]);
    const quoted = new LinkCatalogue([{ id: 'product:mug', partner: 'retail', label: 'Mug, "Pura Vida"' }], ['/']);
    expect(dailyClicksCsv([count('2026-11-25', 'product:mug', '/', 1)], quoted)).toContain('"Mug, ""Pura Vida"""');
    expect(dailyClicksCsv([count('2026-11-25', 'tour:gone-3', '/', 1)], quoted)).toContain('GetYourGuide,tour:gone-3,tour:gone-3,/');
  });
});
