import { expect, it } from 'vitest';
import { commissionLine, referralLine } from './commission-line.js';

it("opens the retailer's line with the statement its programme requires, and names the partner in the others", () => {
  expect(commissionLine('retail', 'Amazon')).toBe('As an Amazon Associate we earn from qualifying purchases. Buying through these links costs you nothing extra.');
  expect(commissionLine('marketplace', 'GetYourGuide')).toBe('We may earn a commission when you book or buy through these GetYourGuide links, at no extra cost to you.');
  expect(commissionLine('review-site', 'Tripadvisor')).toBe('We may earn a commission when you book or buy through these Tripadvisor links, at no extra cost to you.');
});

it("names the broker in the referral line, the broker's commission line (docs/decisions/133)", () => {
  const line = 'We may receive a referral fee from Example Realty if you buy or rent through them, at no extra cost to you; we never see your offer or your payment.';
  expect(referralLine('Example Realty')).toBe(line);
  expect(commissionLine('broker', 'Example Realty')).toBe(line);
});
