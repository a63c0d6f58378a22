import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../adapters/analytics/local-storage-consent-store.js';

/** ui/public/consent-state.js, run before the first paint (docs/decisions/049), in a stand-in for the page. */
const script = readFileSync(new URL('./public/consent-state.js', import.meta.url), 'utf8');

function run(storage: () => Record<string, string>): Record<string, string> {
  const attributes: Record<string, string> = {};
  const window = {
    get localStorage() {
      const items = storage();
      return { getItem: (key: string) => items[key] ?? null };
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  runInNewContext(script, { window, document });
  return attributes;
}

describe('consent-state.js', () => {
  it('marks the page when a choice is kept under the consent store key', () => {
    expect(run(() => ({ [CONSENT_STORAGE_KEY]: 'v1:…' }))).toEqual({ 'data-consent-chosen': '' });
  });

  it('leaves the page alone without a choice, and when storage is blocked', () => {
    expect(run(() => ({ other: 'x' }))).toEqual({});
    expect(
      run(() => {
        throw new Error('SecurityError');
      }),
    ).toEqual({});
  });
});
