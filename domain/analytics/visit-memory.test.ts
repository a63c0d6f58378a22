import { describe, expect, it } from 'vitest';
import { InMemoryVisitMemory } from '../../adapters/memory/in-memory-visit-memory.js';
import { landingOfVisit } from './visit-memory.js';

describe('the landing address of a visit (docs/product.md §7)', () => {
  it('is the first page load\'s address, remembered for the page loads after it', () => {
    const memory = new InMemoryVisitMemory();
    expect(landingOfVisit(memory, 'https://costaricagateway.com/?utm_source=newsletter')).toBe('https://costaricagateway.com/?utm_source=newsletter');
    expect(landingOfVisit(memory, 'https://costaricagateway.com/tours')).toBe('https://costaricagateway.com/?utm_source=newsletter');
    expect(memory.landing()).toBe('https://costaricagateway.com/?utm_source=newsletter');
  });
});
