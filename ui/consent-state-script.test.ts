import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../adapters/analytics/local-storage-consent-store.js';
import { consentToText } from '../domain/consent/consent-choice.js';

/** ui/public/consent-state.js, run before the first paint (docs/decisions/049), in a stand-in for the page. */
const script = readFileSync(new URL('./public/consent-state.js', import.meta.url), 'utf8');
const NOW = Date.parse('2026-06-01T12:00:00Z');

function run(storage: () => Record<string, string>, navigator: object = {}): Record<string, string> {
  const attributes: Record<string, string> = {};
  const window = {
    get localStorage() {
      const items = storage();
      return { getItem: (key: string) => items[key] ?? null };
    },
    navigator,
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const FixedDate = class extends Date {
    static override now() {
      return NOW;
    }
  };
  runInNewContext(script, { window, document, JSON, Date: FixedDate });
  return attributes;
}

const keptUntil = (askAgainAt: string) =>
  consentToText({ choice: { analytics: true, marketing: true }, madeAt: new Date('2026-01-15T09:00:00Z'), askAgainAt: new Date(askAgainAt) });

describe('consent-state.js', () => {
  it('marks the page when a choice kept under the consent store key still holds', () => {
    expect(run(() => ({ [CONSENT_STORAGE_KEY]: keptUntil('2027-02-15T09:00:00Z') }))).toEqual({ 'data-consent-chosen': '' });
  });

  it('leaves the banner when the kept choice is due to be asked again (docs/decisions/082)', () => {
    expect(run(() => ({ [CONSENT_STORAGE_KEY]: keptUntil('2026-06-01T12:00:00Z') }))).toEqual({});
    expect(run(() => ({ [CONSENT_STORAGE_KEY]: keptUntil('2026-05-01T00:00:00Z') }))).toEqual({});
  });

  it('leaves the banner for a choice kept without dates, a damaged value, no choice, and blocked storage', () => {
    expect(run(() => ({ [CONSENT_STORAGE_KEY]: '{"version":1,"analytics":true,"marketing":true}' }))).toEqual({});
    expect(run(() => ({ [CONSENT_STORAGE_KEY]: 'v1:…' }))).toEqual({});
    expect(run(() => ({ other: 'x' }))).toEqual({});
    expect(
      run(() => {
        throw new Error('SecurityError');
      }),
    ).toEqual({});
  });

  it('marks the page when the browser sends Global Privacy Control, and only then', () => {
    expect(run(() => ({}), { globalPrivacyControl: true })).toEqual({ 'data-global-privacy-control': '' });
    expect(run(() => ({}), { globalPrivacyControl: false })).toEqual({});
    expect(run(() => ({}), { globalPrivacyControl: 'true' })).toEqual({});
  });
});
