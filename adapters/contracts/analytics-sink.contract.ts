import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { AnalyticsSink } from '../../domain/analytics/analytics-sink.js';

/**
 * What every AnalyticsSink does (docs/architecture.md §5). `fresh` gives a sink and a way to read back what it
 * delivered (the memory adapter's record, a stubbed tag's queue, the console's lines).
 */
export function analyticsSinkContract(name: string, fresh: () => { sink: AnalyticsSink; delivered: () => AnalyticsEvent[] }): void {
  describe(`${name} honours the AnalyticsSink contract`, () => {
    it('delivers each event once, in the order sent, with its name and parameters', () => {
      const { sink, delivered } = fresh();
      sink.send({ name: 'tour_click', params: { event_category: 'tours', event_label: 'La Fortuna: Hike' } });
      sink.send({ name: 'select_item', params: { item_id: 'arenal-1', price: 145, prime: true } });
      expect(delivered()).toEqual([
        { name: 'tour_click', params: { event_category: 'tours', event_label: 'La Fortuna: Hike' } },
        { name: 'select_item', params: { item_id: 'arenal-1', price: 145, prime: true } },
      ]);
    });

    it('returns nothing and does not throw for an event without parameters', () => {
      const { sink } = fresh();
      expect(sink.send({ name: 'page_view', params: {} })).toBeUndefined();
    });

    it('delivers what was sent even if the caller changes the event afterwards', () => {
      const { sink, delivered } = fresh();
      const params: Record<string, string> = { event_label: 'before' };
      sink.send({ name: 'cta_click', params });
      params.event_label = 'after';
      expect(delivered()).toEqual([{ name: 'cta_click', params: { event_label: 'before' } }]);
    });
  });
}
