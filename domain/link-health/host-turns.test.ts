import { describe, expect, it } from 'vitest';
import { VirtualTime } from '../../adapters/memory/virtual-time.js';
import { HostTurns, MAX_RETRY_AFTER_MS } from './host-turns.js';

const START = Date.parse('2026-11-01T00:00:00.000Z');

function setUp(pauseMs = 1_000) {
  const time = new VirtualTime();
  const turns = new HostTurns(time, time, pauseMs);
  const log: string[] = [];
  /** Takes a turn on `url`, notes when it began, holds it `holdMs`, then ends it with `retryAfterMs`. */
  const request = async (url: string, holdMs = 100, retryAfterMs?: number, goOn = () => true) => {
    const end = await turns.take(url, goOn);
    if (end === undefined) {
      log.push(`${url} declined at ${time.now().getTime() - START}`);
      return;
    }
    log.push(`${url} at ${time.now().getTime() - START}`);
    await new Promise<void>((resolve) => time.schedule(holdMs, resolve));
    end(retryAfterMs);
  };
  return { time, turns, log, request };
}

describe('HostTurns', () => {
  it('gives a host one turn at a time, in the order asked, the pause after each answer; other hosts at once', async () => {
    const { time, log, request } = setUp();
    await time.until(Promise.all([request('https://a.test/1'), request('https://a.test/2', 300), request('https://b.test/1'), request('https://a.test/3')]));
    expect(log).toEqual(['https://a.test/1 at 0', 'https://b.test/1 at 0', 'https://a.test/2 at 1100', 'https://a.test/3 at 2400']);
  });

  it('asks a fresh host at once, and a host rested long enough at once', async () => {
    const { time, log, request } = setUp(50);
    await time.until(request('https://a.test/1'));
    await time.advance(1_000);
    await time.until(request('https://a.test/2'));
    expect(log).toEqual(['https://a.test/1 at 0', 'https://a.test/2 at 1100']);
  });

  it("rests a host for its Retry-After when longer than the pause, and the pause when shorter", async () => {
    const { time, log, request } = setUp();
    await time.until(Promise.all([request('https://a.test/1', 100, 5_000), request('https://a.test/2', 100, 10), request('https://a.test/3')]));
    expect(log).toEqual(['https://a.test/1 at 0', 'https://a.test/2 at 5100', 'https://a.test/3 at 6200']);
  });

  it('waits out a Retry-After of exactly MAX_RETRY_AFTER_MS', async () => {
    const { time, log, request } = setUp();
    await time.until(Promise.all([request('https://a.test/1', 100, MAX_RETRY_AFTER_MS), request('https://a.test/2')]));
    expect(log).toEqual(['https://a.test/1 at 0', `https://a.test/2 at ${MAX_RETRY_AFTER_MS + 100}`]);
  });

  it('declines every later turn on a host that asked for more than MAX_RETRY_AFTER_MS, at once; other hosts go on', async () => {
    const { time, log, request } = setUp();
    await time.until(Promise.all([request('https://a.test/1', 100, MAX_RETRY_AFTER_MS + 1), request('https://a.test/2'), request('https://a.test/3'), request('https://b.test/1')]));
    expect(log).toEqual(['https://a.test/1 at 0', 'https://b.test/1 at 0', 'https://a.test/2 declined at 100', 'https://a.test/3 declined at 100']);
  });

  it('passes a turn on untaken when told not to go on once it came, leaving the host rested as it was', async () => {
    const { time, log, request } = setUp();
    await time.until(Promise.all([request('https://a.test/1'), request('https://a.test/2', 100, undefined, () => false), request('https://a.test/3')]));
    expect(log).toEqual(['https://a.test/1 at 0', 'https://a.test/2 declined at 1100', 'https://a.test/3 at 1100']);
  });

  it('keeps the pause between hops to one host whatever address on it is asked', async () => {
    const { time, log, request } = setUp();
    await time.until(Promise.all([request('https://a.test/redirect'), request('https://a.test/landing?x=1')]));
    expect(log).toEqual(['https://a.test/redirect at 0', 'https://a.test/landing?x=1 at 1100']);
  });
});
