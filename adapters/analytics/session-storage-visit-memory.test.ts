import { describe, expect, it } from 'vitest';
import { SessionStorageVisitMemory, VISIT_STORAGE_KEY } from './session-storage-visit-memory.js';

class MapStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the visit kept in the tab (sessionStorage)', () => {
  it('gives the next page load of the tab the landing address and whether the visit was reported', () => {
    const tab = new MapStorage();
    const first = new SessionStorageVisitMemory(() => tab);
    first.rememberLanding('https://costaricagateway.com/?utm_source=newsletter');
    first.markReported();
    const next = new SessionStorageVisitMemory(() => tab);
    expect(next.landing()).toBe('https://costaricagateway.com/?utm_source=newsletter');
    expect(next.reported()).toBe(true);
  });

  it('starts a new visit on a damaged value', () => {
    const tab = new MapStorage();
    tab.setItem(VISIT_STORAGE_KEY, '{not json');
    const memory = new SessionStorageVisitMemory(() => tab);
    expect(memory.landing()).toBeUndefined();
    expect(memory.reported()).toBe(false);
  });

  it('keeps the visit of the page load in memory where the browser blocks storage', () => {
    const memory = new SessionStorageVisitMemory(() => {
      throw new Error('SecurityError');
    });
    memory.rememberLanding('https://costaricagateway.com/tours');
    memory.markReported();
    expect(memory.landing()).toBe('https://costaricagateway.com/tours');
    expect(memory.reported()).toBe(true);
  });
});
