import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL } from '../../domain/consent/consent-choice.js';
import { Consent } from '../../domain/consent/consent.js';
import { InMemoryAnalyticsSink } from '../memory/in-memory-analytics-sink.js';
import { InMemoryConsentStore } from '../memory/in-memory-consent-store.js';
import { ManualClock } from '../memory/manual-clock.js';
import { DeferredAnalyticsSink } from './deferred-analytics-sink.js';

const pageView = { name: 'page_view', params: { page_path: '/tours' } };
const tourClick = { name: 'tour_click', params: { event_label: 'Arenal Volcano Hike' } };

function setUp(kept?: typeof ACCEPT_ALL) {
  const clock = new ManualClock();
  const store = new InMemoryConsentStore(kept ? { choice: kept, madeAt: clock.now(), askAgainAt: new Date('2099-01-01T00:00:00Z') } : undefined);
  const consent = new Consent(store, { clock });
  const tags = new InMemoryAnalyticsSink();
  const load = vi.fn(() => Promise.resolve(tags));
  return { consent, tags, load, sink: new DeferredAnalyticsSink(consent, load) };
}

describe('the analytics sink until the tags are loaded (docs/decisions/083)', () => {
  it('loads nothing and keeps nothing for a visitor who has not chosen', () => {
    const { sink, load } = setUp();
    sink.send(pageView);
    expect(load).not.toHaveBeenCalled();
    expect(sink.ready).toBeUndefined();
  });

  it('loads the tags at the first choice, once, and hands them what was sent after a choice that allows tracking', async () => {
    const { sink, load, consent, tags } = setUp();
    sink.send(pageView);
    consent.choose(ACCEPT_ALL);
    sink.send(tourClick);
    consent.choose(ACCEPT_ALL);
    await sink.ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(tags.events).toEqual([tourClick]);
    sink.send(pageView);
    expect(tags.events).toEqual([tourClick, pageView]);
  });

  it('loads them after Reject all too (what follows a refusal deletes the tags\' cookies), and drops the events', async () => {
    const { sink, load, consent, tags } = setUp();
    consent.choose(REJECT_ALL);
    sink.send(pageView);
    await sink.ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(tags.events).toEqual([]);
  });

  it('loads them at once for a choice kept from an earlier visit', () => {
    const { sink, load } = setUp(ACCEPT_ALL);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sink.ready).toBeInstanceOf(Promise);
  });

  it('reports tags that fail to load, drops what waited, and the page goes on', async () => {
    const report = vi.fn();
    const clock = new ManualClock();
    const consent = new Consent(new InMemoryConsentStore(), { clock });
    const sink = new DeferredAnalyticsSink(consent, () => Promise.reject(new Error('offline')), report);
    consent.choose(ACCEPT_ALL);
    sink.send(pageView);
    await sink.ready;
    expect(report).toHaveBeenCalledWith(new Error('offline'));
    expect(() => sink.send(tourClick)).not.toThrow();
  });
});
