import { describe, expect, it } from 'vitest';
import { readIslandMarker } from './island-markers.js';

const attributes = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('an island marker (docs/decisions/083)', () => {
  it('reads the name, the directive and the props the prerender wrote', () => {
    const marker = readIslandMarker(attributes({ 'data-island': 'current-year', 'data-hydrate': 'idle', 'data-island-props': '{"buildYear":2026}' }));
    expect(marker).toEqual({ name: 'current-year', when: 'idle', props: { buildYear: 2026 } });
  });

  it('hydrates at load when no directive is written, with no props when none are', () => {
    expect(readIslandMarker(attributes({ 'data-island': 'site-header' }))).toEqual({ name: 'site-header', when: 'load', props: {} });
  });

  it('refuses a marker it cannot trust, naming the island and what is wrong', () => {
    expect(() => readIslandMarker(attributes({}))).toThrow('An island marker has no name');
    expect(() => readIslandMarker(attributes({ 'data-island': 'site-header', 'data-hydrate': 'hover' }))).toThrow('Island "site-header": unknown hydration directive "hover"');
    expect(() => readIslandMarker(attributes({ 'data-island': 'site-header', 'data-island-props': '{' }))).toThrow('Island "site-header": its props are not JSON');
    expect(() => readIslandMarker(attributes({ 'data-island': 'site-header', 'data-island-props': '[1]' }))).toThrow('Island "site-header": its props are not an object');
  });
});
