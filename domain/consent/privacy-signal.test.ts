import { describe, expect, it } from 'vitest';
import { PRIVACY_SIGNAL_MARKETING_NOTE, PRIVACY_SIGNAL_SENTENCE, refusedByPrivacySignal } from './privacy-signal.js';

describe('Global Privacy Control (docs/decisions/082)', () => {
  it('refuses marketing alone, and only while the browser sends the signal', () => {
    expect([refusedByPrivacySignal('marketing', true), refusedByPrivacySignal('analytics', true), refusedByPrivacySignal('marketing', false)]).toEqual([true, false, false]);
  });

  it("tells the visitor in the banner, and beside the purpose it keeps off, what the signal does", () => {
    expect(PRIVACY_SIGNAL_SENTENCE).toBe('Your browser sends Global Privacy Control, so the Meta pixel stays off whatever you choose.');
    expect(PRIVACY_SIGNAL_MARKETING_NOTE).toBe('Off while your browser sends Global Privacy Control.');
  });
});
