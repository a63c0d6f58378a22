import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAnalyticsSink } from '../../adapters/memory/in-memory-analytics-sink.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { InMemoryVisitMemory } from '../../adapters/memory/in-memory-visit-memory.js';
import { VisitTracking } from './visit-tracking.js';

const LANDING = 'https://www.Arenal.cr/tours?utm_source=newsletter&utm_campaign=spring#top';
const TOURS = { path: '/tours', title: 'Costa Rica Tours' };
const ESSENTIALS = { path: '/travel-essentials', title: 'Travel Essentials', category: 'travel_essentials' } as const;
const page = { top: 0, viewportHeight: 1000, documentHeight: 5000 };

let sink: InMemoryAnalyticsSink;
let clock: ManualClock;
let visit: VisitTracking;

beforeEach(() => {
  sink = new InMemoryAnalyticsSink();
  clock = new ManualClock();
  visit = new VisitTracking(sink, clock, LANDING, { memory: new InMemoryVisitMemory() });
});

const names = () => sink.events.map((event) => event.name);

describe('before the visitor has chosen (docs/decisions/040-consent-before-tracking.md)', () => {
  it('sends nothing, whatever the visitor does', () => {
    visit.routeChanged(TOURS);
    visit.scrolled({ ...page, top: 4000 });
    clock.advance(5_000);
    visit.hidden();
    visit.visible();
    visit.routeChanged(ESSENTIALS);
    visit.left();
    expect(sink.events).toEqual([]);
  });
});

describe('when the visitor consents', () => {
  it('starts on the page being viewed: its page view, then the domain and the campaign of the landing address', () => {
    visit.routeChanged(TOURS);
    visit.consentChanged(true);
    expect(sink.events).toEqual([
      { name: 'page_view', params: { page_path: '/tours', page_title: 'Costa Rica Tours' } },
      { name: 'domain_traffic', params: { event_category: 'domain', event_label: 'www.arenal.cr', page_path: '/tours' } },
      { name: 'campaign_attribution', params: { utm_source: 'newsletter', utm_campaign: 'spring' } },
    ]);
  });

  it('reports the landing address even when the visitor chose on a later page', () => {
    visit.routeChanged(TOURS);
    visit.routeChanged(ESSENTIALS);
    visit.consentChanged(true);
    expect(sink.events.map((event) => [event.name, event.params.page_path])).toEqual([
      ['page_view', '/travel-essentials'],
      ['domain_traffic', '/tours'],
      ['campaign_attribution', undefined],
    ]);
    expect(sink.named('page_view')[0]?.params.event_category).toBe('travel_essentials');
  });

  it('attributes no campaign to a landing address without UTM fields', () => {
    const plain = new VisitTracking(sink, clock, 'https://costaricagateway.com/?ref=friend#top?utm_source=x', { memory: new InMemoryVisitMemory() });
    plain.consentChanged(true);
    plain.routeChanged({ path: '/', title: 'Home' });
    expect(names()).toEqual(['page_view', 'domain_traffic']);
  });

  it('counts time and scrolling on the page from the moment of consent', () => {
    visit.routeChanged(TOURS);
    clock.advance(30_000);
    visit.scrolled({ ...page, top: 1000 });
    visit.consentChanged(true);
    sink.clear();
    clock.advance(4_000);
    visit.scrolled({ ...page, top: 2000 });
    visit.hidden();
    expect(sink.events.map((event) => [event.name, event.params.value])).toEqual([
      ['scroll_depth', 25],
      ['scroll_depth', 50],
      ['user_engagement', 4],
    ]);
  });

  it('starts with the first page when the choice was already known (a returning visitor)', () => {
    visit.consentChanged(true);
    expect(sink.events).toEqual([]);
    visit.routeChanged(TOURS);
    expect(names()).toEqual(['page_view', 'domain_traffic', 'campaign_attribution']);
  });

  it('does not start twice on a second consent', () => {
    visit.routeChanged(TOURS);
    visit.consentChanged(true);
    visit.consentChanged(true);
    expect(names()).toEqual(['page_view', 'domain_traffic', 'campaign_attribution']);
  });
});

describe('while tracking', () => {
  beforeEach(() => {
    visit.routeChanged(TOURS);
    visit.consentChanged(true);
    sink.clear();
  });

  it('reports a page view on every route change, after the time on the page being left; the visit once only', () => {
    clock.advance(5_000);
    visit.routeChanged(ESSENTIALS);
    expect(sink.events).toEqual([
      { name: 'user_engagement', params: { event_category: 'engagement', event_label: 'time_on_page', value: 5, engagement_time_msec: 5_000, page_path: '/tours' } },
      { name: 'page_view', params: { page_path: '/travel-essentials', page_title: 'Travel Essentials', event_category: 'travel_essentials' } },
    ]);
  });

  it('ignores a route change to the page already shown', () => {
    visit.routeChanged(TOURS);
    expect(sink.events).toEqual([]);
  });

  it('passes scrolling, hiding, showing and leaving to the page', () => {
    visit.scrolled({ ...page, top: 4000 });
    clock.advance(2_000);
    visit.hidden();
    clock.advance(9_000);
    visit.visible();
    clock.advance(1_000);
    visit.left();
    expect(sink.events.map((event) => [event.name, event.params.value])).toEqual([
      ['scroll_depth', 25],
      ['scroll_depth', 50],
      ['scroll_depth', 75],
      ['scroll_depth', 100],
      ['user_engagement', 2],
      ['user_engagement', 1],
    ]);
  });

  it('stops at once when consent is withdrawn, and starts on the current page if it is given again', () => {
    clock.advance(3_000);
    visit.consentChanged(false);
    visit.routeChanged(ESSENTIALS);
    visit.scrolled({ ...page, top: 4000 });
    visit.left();
    expect(sink.events).toEqual([]);
    visit.consentChanged(true);
    expect(names()).toEqual(['page_view']);
    expect(sink.events[0]?.params.page_path).toBe('/travel-essentials');
  });
});

describe('a page the browser prerendered on the visitor\'s intent (docs/decisions/080-instant-navigation.md)', () => {
  let prerendered: VisitTracking;
  beforeEach(() => {
    prerendered = new VisitTracking(sink, clock, LANDING, { memory: new InMemoryVisitMemory(), prerendered: true });
  });

  it('counts nothing while it is only prerendered, even with consent given', () => {
    prerendered.consentChanged(true);
    prerendered.routeChanged(TOURS);
    clock.advance(20_000);
    prerendered.scrolled({ ...page, top: 4000 });
    prerendered.hidden();
    prerendered.left();
    expect(sink.events).toEqual([]);
  });

  it('counts its page view and visit when the visitor opens it, and time on the page from then', () => {
    prerendered.consentChanged(true);
    prerendered.routeChanged(TOURS);
    clock.advance(20_000);
    prerendered.activated();
    expect(names()).toEqual(['page_view', 'domain_traffic', 'campaign_attribution']);
    sink.clear();
    clock.advance(3_000);
    prerendered.hidden();
    expect(sink.events.map((event) => [event.name, event.params.value])).toEqual([['user_engagement', 3]]);
  });

  it('still waits for consent after it is opened', () => {
    prerendered.routeChanged(TOURS);
    prerendered.activated();
    expect(sink.events).toEqual([]);
    prerendered.consentChanged(true);
    expect(names()).toEqual(['page_view', 'domain_traffic', 'campaign_attribution']);
  });

  it('is opened once: a second activation changes nothing', () => {
    prerendered.consentChanged(true);
    prerendered.routeChanged(TOURS);
    prerendered.activated();
    prerendered.activated();
    expect(names()).toEqual(['page_view', 'domain_traffic', 'campaign_attribution']);
  });
});

describe('a visit over several page loads (static pages, docs/decisions/083)', () => {
  const ARENAL = { path: '/destinations/arenal', title: 'Arenal' };

  it('reports the domain and campaign once, from the address the visit landed on, not from the page loaded later', () => {
    const memory = new InMemoryVisitMemory();
    const first = new VisitTracking(sink, clock, LANDING, { memory });
    first.consentChanged(true);
    first.routeChanged(TOURS);
    const second = new VisitTracking(sink, clock, 'https://www.arenal.cr/destinations/arenal', { memory });
    second.consentChanged(true);
    second.routeChanged(ARENAL);
    expect(names()).toEqual(['page_view', 'domain_traffic', 'campaign_attribution', 'page_view']);
  });

  it('reports the landing address on the page where the visitor consents, after moving on without choosing', () => {
    const memory = new InMemoryVisitMemory();
    new VisitTracking(sink, clock, LANDING, { memory }).routeChanged(TOURS);
    const later = new VisitTracking(sink, clock, 'https://www.arenal.cr/destinations/arenal', { memory });
    later.routeChanged(ARENAL);
    later.consentChanged(true);
    expect(sink.events.map((event) => [event.name, event.params.page_path])).toEqual([
      ['page_view', '/destinations/arenal'],
      ['domain_traffic', '/tours'],
      ['campaign_attribution', undefined],
    ]);
  });

  it('keeps each page load on its own when each has a memory of its own (one load, one visit)', () => {
    const loads = [
      new VisitTracking(sink, clock, LANDING, { memory: new InMemoryVisitMemory() }),
      new VisitTracking(sink, clock, 'https://www.arenal.cr/destinations/arenal', { memory: new InMemoryVisitMemory() }),
    ];
    for (const load of loads) {
      load.consentChanged(true);
      load.routeChanged(TOURS);
    }
    expect(names().filter((name) => name === 'domain_traffic')).toHaveLength(2);
  });
});
