import { expect, it } from 'vitest';
import { analyticsSinkContract } from '../contracts/analytics-sink.contract.js';
import { InMemoryAnalyticsSink } from './in-memory-analytics-sink.js';

analyticsSinkContract('InMemoryAnalyticsSink', () => {
  const sink = new InMemoryAnalyticsSink();
  return { sink, delivered: () => sink.events };
});

it('finds events by name and forgets them on clear', () => {
  const sink = new InMemoryAnalyticsSink();
  sink.send({ name: 'a', params: {} });
  sink.send({ name: 'b', params: { n: 1 } });
  expect(sink.named('b')).toEqual([{ name: 'b', params: { n: 1 } }]);
  sink.clear();
  expect(sink.events).toEqual([]);
});
