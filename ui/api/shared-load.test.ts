import { describe, expect, it, vi } from 'vitest';
import { SharedLoad } from './shared-load.js';

const MINUTE = 60_000;

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SharedLoad: one call for the whole page (docs/product.md §7 caching)', () => {
  it('gives every ask within the age limit the answer of the first call, even while it is under way', async () => {
    const time = clock();
    const shared = new SharedLoad<string[]>({ maxAgeMs: 5 * MINUTE, retries: 0 }, time.now);
    const load = vi.fn(() => Promise.resolve(['photo']));
    const first = shared.get(load);
    const second = shared.get(load);
    time.advance(5 * MINUTE - 1);
    const third = shared.get(load);
    expect(await Promise.all([first, second, third])).toEqual([['photo'], ['photo'], ['photo']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls again once the answer is as old as the limit', async () => {
    const time = clock();
    const shared = new SharedLoad<number>({ maxAgeMs: 5 * MINUTE, retries: 0 }, time.now);
    let calls = 0;
    const load = () => Promise.resolve((calls += 1));
    expect(await shared.get(load)).toBe(1);
    time.advance(5 * MINUTE);
    expect(await shared.get(load)).toBe(2);
  });

  it('with no retry, a failed call fails once and is not kept: the next ask calls again', async () => {
    const shared = new SharedLoad<string>({ maxAgeMs: 5 * MINUTE, retries: 0 }, clock().now);
    const load = vi.fn().mockRejectedValueOnce(new Error('500: database is locked')).mockResolvedValueOnce('photos');
    await expect(shared.get(load)).rejects.toThrow('500: database is locked');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await shared.get(load)).toBe('photos');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with one retry, a failed call is tried once more, and two failures fail', async () => {
    const shared = new SharedLoad<string>({ maxAgeMs: 60 * MINUTE, retries: 1 }, clock().now);
    const recovers = vi.fn().mockRejectedValueOnce(new Error('502: Bad Gateway')).mockResolvedValueOnce('curated');
    expect(await shared.get(recovers)).toBe('curated');
    expect(recovers).toHaveBeenCalledTimes(2);

    const other = new SharedLoad<string>({ maxAgeMs: 60 * MINUTE, retries: 1 }, clock().now);
    const fails = vi.fn().mockRejectedValue(new Error('502: Bad Gateway'));
    await expect(other.get(fails)).rejects.toThrow('502: Bad Gateway');
    expect(fails).toHaveBeenCalledTimes(2);
  });
});
