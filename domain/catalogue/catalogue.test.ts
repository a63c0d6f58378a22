import { describe, expect, it } from 'vitest';
import { formatUsd } from './catalogue.js';

describe('prices as cards write them', () => {
  it.each([
    [65, '$65'],
    [4200, '$4,200'],
    [1200, '$1,200'],
    [4.125, '$4.13'],
  ])('%d reads %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
