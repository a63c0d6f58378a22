import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAnalyticsSink } from '../../adapters/memory/in-memory-analytics-sink.js';
import type { Clock } from '../shared/clock.js';
import { PageEngagement, SCROLL_MILESTONES } from './page-engagement.js';

/** A clock the test moves by hand. */
class SteppedClock implements Clock {
  constructor(private ms: number) {}
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

let sink: InMemoryAnalyticsSink;
let clock: SteppedClock;
let page: PageEngagement;

beforeEach(() => {
  sink = new InMemoryAnalyticsSink();
  clock = new SteppedClock(Date.UTC(2026, 2, 1, 12));
  page = new PageEngagement(sink, clock);
  page.routeChanged('/tours');
});

const milestones = () => sink.named('scroll_depth').map((event) => event.params.value);

describe('scroll depth (docs/product.md §9)', () => {
  it('has the milestones 25, 50, 75 and 100', () => {
    expect(SCROLL_MILESTONES).toEqual([25, 50, 75, 100]);
  });

  it('reports a milestone when it is reached, not before', () => {
    page.scrolled(24.9);
    expect(milestones()).toEqual([]);
    page.scrolled(25);
    expect(sink.named('scroll_depth')).toEqual([
      { name: 'scroll_depth', params: { event_category: 'engagement', event_label: '25%', value: 25, page_path: '/tours' } },
    ]);
  });

  it('reports each milestone once per page', () => {
    page.scrolled(30);
    page.scrolled(60);
    page.scrolled(40);
    page.scrolled(60);
    page.scrolled(100);
    page.scrolled(100);
    expect(milestones()).toEqual([25, 50, 75, 100]);
  });

  it('reports every milestone passed by one jump, in order', () => {
    page.scrolled(80);
    expect(milestones()).toEqual([25, 50, 75]);
  });

  it('reports nothing before the first page', () => {
    const fresh = new PageEngagement(sink, clock);
    fresh.scrolled(100);
    fresh.hidden();
    fresh.left();
    expect(sink.events).toEqual([]);
  });
});

describe('time on page (docs/product.md §9)', () => {
  it('is reported when the tab is hidden', () => {
    clock.advance(42_400);
    page.hidden();
    expect(sink.events).toEqual([
      {
        name: 'user_engagement',
        params: { event_category: 'engagement', event_label: 'time_on_page', value: 42, engagement_time_msec: 42_400, page_path: '/tours' },
      },
    ]);
  });

  it('is reported when the visitor leaves, counted from the page start', () => {
    clock.advance(1_600);
    page.hidden();
    clock.advance(1_000);
    page.left();
    expect(sink.named('user_engagement').map((event) => event.params.engagement_time_msec)).toEqual([1_600, 2_600]);
    expect(sink.named('user_engagement').map((event) => event.params.value)).toEqual([2, 3]);
  });
});

describe('route change (docs/product.md §4)', () => {
  it('reports the time on the page being left, then starts afresh', () => {
    page.scrolled(100);
    clock.advance(5_000);
    page.routeChanged('/real-estate');
    expect(sink.named('user_engagement')[0]?.params).toMatchObject({ engagement_time_msec: 5_000, page_path: '/tours' });
    sink.clear();
    clock.advance(2_000);
    page.scrolled(50);
    page.left();
    expect(sink.events.map((event) => [event.name, event.params.value, event.params.page_path])).toEqual([
      ['scroll_depth', 25, '/real-estate'],
      ['scroll_depth', 50, '/real-estate'],
      ['user_engagement', 2, '/real-estate'],
    ]);
  });

  it('never reports a negative time, even if the clock is set back', () => {
    let now = 10_000;
    const engagement = new PageEngagement(sink, { now: () => new Date(now) });
    engagement.routeChanged('/');
    now = 5_000;
    engagement.left();
    expect(sink.events.at(-1)?.params).toMatchObject({ engagement_time_msec: 0, value: 0, page_path: '/' });
  });
});
