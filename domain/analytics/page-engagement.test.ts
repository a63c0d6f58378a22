import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAnalyticsSink } from '../../adapters/memory/in-memory-analytics-sink.js';
import type { Clock } from '../kernel/clock.js';
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

/** A page five windows tall: `percent` of its scrollable height is `percent * 40` pixels. */
const at = (percent: number) => ({ top: percent * 40, viewportHeight: 1000, documentHeight: 5000 });
const milestones = () => sink.named('scroll_depth').map((event) => event.params.value);
const times = () => sink.named('user_engagement').map((event) => [event.params.engagement_time_msec, event.params.page_path]);

describe('scroll depth (docs/product.md §9)', () => {
  it('has the milestones 25, 50, 75 and 100', () => {
    expect(SCROLL_MILESTONES).toEqual([25, 50, 75, 100]);
  });

  it('reports a milestone when it is reached, not before', () => {
    page.scrolled(at(24.9));
    expect(milestones()).toEqual([]);
    page.scrolled(at(25));
    expect(sink.named('scroll_depth')).toEqual([
      { name: 'scroll_depth', params: { event_category: 'engagement', event_label: '25%', value: 25, page_path: '/tours' } },
    ]);
  });

  it('reports each milestone once per page', () => {
    for (const percent of [30, 60, 40, 60, 100, 100]) page.scrolled(at(percent));
    expect(milestones()).toEqual([25, 50, 75, 100]);
  });

  it('reports every milestone passed by one jump, in order', () => {
    page.scrolled(at(80));
    expect(milestones()).toEqual([25, 50, 75]);
  });

  it('reports nothing on a page that fits the window, whatever the browser says about scrolling', () => {
    page.scrolled({ top: 0, viewportHeight: 900, documentHeight: 900 });
    page.scrolled({ top: 0, viewportHeight: 900, documentHeight: 400 });
    expect(sink.events).toEqual([]);
  });

  it('reports nothing before the first page', () => {
    const fresh = new PageEngagement(sink, clock);
    fresh.scrolled(at(100));
    fresh.hidden();
    fresh.visible();
    fresh.left();
    expect(sink.events).toEqual([]);
  });
});

describe('time on page (docs/product.md §9): one report per moment', () => {
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

  it('is reported when the visitor leaves', () => {
    clock.advance(7_000);
    page.left();
    expect(times()).toEqual([[7_000, '/tours']]);
  });

  it('is reported once when closing the tab fires both hidden and left', () => {
    clock.advance(1_600);
    page.hidden();
    clock.advance(1_000);
    page.left();
    expect(times()).toEqual([[1_600, '/tours']]);
  });

  it('does not count the time the tab was hidden, and resumes when the visitor comes back', () => {
    clock.advance(10_000);
    page.hidden();
    clock.advance(60_000);
    page.visible();
    clock.advance(5_000);
    page.left();
    expect(times()).toEqual([
      [10_000, '/tours'],
      [5_000, '/tours'],
    ]);
  });

  it('ignores a second hidden, and a visible while already visible', () => {
    clock.advance(3_000);
    page.visible();
    clock.advance(1_000);
    page.hidden();
    page.hidden();
    expect(times()).toEqual([[4_000, '/tours']]);
  });

  it('reports nothing more after the visitor has left', () => {
    clock.advance(2_000);
    page.left();
    clock.advance(2_000);
    page.hidden();
    page.left();
    expect(times()).toEqual([[2_000, '/tours']]);
  });

  it('rounds the seconds of the value', () => {
    clock.advance(1_499);
    page.hidden();
    page.visible();
    clock.advance(1_500);
    page.hidden();
    expect(sink.named('user_engagement').map((event) => event.params.value)).toEqual([1, 2]);
  });
});

describe('route change (docs/product.md §4)', () => {
  it('reports the time on the page being left, then starts afresh', () => {
    page.scrolled(at(100));
    clock.advance(5_000);
    page.routeChanged('/real-estate');
    expect(times()).toEqual([[5_000, '/tours']]);
    sink.clear();
    clock.advance(2_000);
    page.scrolled(at(50));
    page.left();
    expect(sink.events.map((event) => [event.name, event.params.value, event.params.page_path])).toEqual([
      ['scroll_depth', 25, '/real-estate'],
      ['scroll_depth', 50, '/real-estate'],
      ['user_engagement', 2, '/real-estate'],
    ]);
  });

  it('reports only the visible time left when the tab was hidden and shown again', () => {
    clock.advance(4_000);
    page.hidden();
    clock.advance(30_000);
    page.visible();
    clock.advance(3_000);
    page.routeChanged('/gift-store');
    expect(times()).toEqual([
      [4_000, '/tours'],
      [3_000, '/tours'],
    ]);
  });

  it('reports nothing for a page left while its tab is hidden, and counts the next page from its start', () => {
    clock.advance(4_000);
    page.hidden();
    clock.advance(30_000);
    page.routeChanged('/gift-store');
    clock.advance(6_000);
    page.left();
    expect(times()).toEqual([
      [4_000, '/tours'],
      [6_000, '/gift-store'],
    ]);
  });

  it('starts again after the visitor had left (a page restored from the back-forward cache)', () => {
    page.left();
    page.routeChanged('/');
    clock.advance(1_000);
    page.hidden();
    expect(times()).toEqual([
      [0, '/tours'],
      [1_000, '/'],
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

describe('stopping (the visitor withdraws consent)', () => {
  it('reports nothing more, and nothing for the time so far', () => {
    page.scrolled(at(30));
    clock.advance(3_000);
    page.stop();
    page.scrolled(at(100));
    page.hidden();
    page.visible();
    page.left();
    expect(sink.events.map((event) => event.name)).toEqual(['scroll_depth']);
  });
});
