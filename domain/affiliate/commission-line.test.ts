import { expect, it } from 'vitest';
import { commissionLine } from './commission-line.js';

it("opens the retailer's line with the statement its programme requires, and names the partner in the others", () => {
  expect(commissionLine('retail', 'Amazon')).toBe('As an Amazon Associate we earn from qualifying purchases. Buying through these links costs you nothing extra.');
  expect(commissionLine('marketplace', 'GetYourGuide')).toBe('We may earn a commission when you book or buy through these GetYourGuide links, at no extra cost to you.');
  expect(commissionLine('review-site', 'Tripadvisor')).toBe('We may earn a commission when you book or buy through these Tripadvisor links, at no extra cost to you.');
});
