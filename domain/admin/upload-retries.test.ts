import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_UPLOADS, RETRY_DELAYS_MS, retryAfterMsOf, retryWaitNotice, UploadRetries } from './upload-retries.js';

describe('upload retries (docs/product.md §9; docs/decisions/031-uppy-uploads.md)', () => {
  it('uses the upload widget defaults: delays 0, 1000, 3000, 5000 ms and 6 transfers at a time', () => {
    expect(RETRY_DELAYS_MS).toEqual([0, 1000, 3000, 5000]);
    expect(MAX_CONCURRENT_UPLOADS).toBe(6);
  });

  it.each([
    ['a network error', undefined],
    ['429', 429],
    ['500', 500],
    ['503', 503],
  ])('retries %s after 0, 1000, 3000 and 5000 ms, then gives up', (_, status) => {
    const retries = new UploadRetries();
    const moves = Array.from({ length: 5 }, () => retries.next('a', { step: 'send', status }));
    expect(moves).toEqual([
      { kind: 'retry', delayMs: 0 },
      { kind: 'retry', delayMs: 1000 },
      { kind: 'retry', delayMs: 3000 },
      { kind: 'retry', delayMs: 5000 },
      { kind: 'give-up' },
    ]);
  });

  it('retries the upload-URL call and the save the same way', () => {
    const retries = new UploadRetries();
    expect(retries.next('a', { step: 'upload-url', status: 502 })).toEqual({ kind: 'retry', delayMs: 0 });
    expect(retries.next('b', { step: 'save' })).toEqual({ kind: 'retry', delayMs: 0 });
  });

  it('counts each file on its own, and starts again for a file it forgot', () => {
    const retries = new UploadRetries();
    retries.next('a', { step: 'send' });
    expect(retries.next('b', { step: 'send' })).toEqual({ kind: 'retry', delayMs: 0 });
    expect(retries.next('a', { step: 'send' })).toEqual({ kind: 'retry', delayMs: 1000 });
    retries.forget('a');
    expect(retries.next('a', { step: 'send' })).toEqual({ kind: 'retry', delayMs: 0 });
  });

  it('gets a fresh upload URL once when the URL is refused (403: expired or used)', () => {
    const retries = new UploadRetries();
    expect(retries.next('a', { step: 'send', status: 403 })).toEqual({ kind: 'retry', delayMs: 0 });
    expect(retries.next('a', { step: 'send', status: 403 })).toEqual({ kind: 'give-up' });
  });

  it('does not retry a 403 of another call', () => {
    expect(new UploadRetries().next('a', { step: 'save', status: 403 })).toEqual({ kind: 'give-up' });
  });

  it('keeps the fresh-URL try apart from the network retries', () => {
    const retries = new UploadRetries();
    retries.next('a', { step: 'send' });
    expect(retries.next('a', { step: 'send', status: 403 })).toEqual({ kind: 'retry', delayMs: 0 });
    expect(retries.next('a', { step: 'send' })).toEqual({ kind: 'retry', delayMs: 1000 });
  });

  it.each([401])('ends the session on %i, at any step', (status) => {
    const retries = new UploadRetries();
    expect(retries.next('a', { step: 'upload-url', status })).toEqual({ kind: 'session-ended' });
    expect(retries.next('a', { step: 'save', status })).toEqual({ kind: 'session-ended' });
  });

  it.each([400, 404, 413, 415, 422])('gives up at once on %i: trying again would get the same answer', (status) => {
    expect(new UploadRetries().next('a', { step: 'send', status })).toEqual({ kind: 'give-up' });
  });

  it('waits for the connection while the browser is offline, without using up a retry', () => {
    const retries = new UploadRetries();
    expect(retries.next('a', { step: 'send', offline: true })).toEqual({ kind: 'retry-when-online' });
    expect(retries.next('a', { step: 'send', offline: true })).toEqual({ kind: 'retry-when-online' });
    expect(retries.next('a', { step: 'send' })).toEqual({ kind: 'retry', delayMs: 0 });
  });
});

describe('never sooner than the server\'s Retry-After (issue 19)', () => {
  it('waits the longer of the schedule and the Retry-After', () => {
    const retries = new UploadRetries();
    expect(retries.next('a', { step: 'send', status: 429, retryAfterMs: 1000 })).toEqual({ kind: 'retry', delayMs: 1000 });
    expect(retries.next('a', { step: 'send', status: 429, retryAfterMs: 1000 })).toEqual({ kind: 'retry', delayMs: 1000 });
    expect(retries.next('a', { step: 'send', status: 429, retryAfterMs: 500 })).toEqual({ kind: 'retry', delayMs: 3000 });
    expect(retries.next('a', { step: 'save', status: 503, retryAfterMs: 8000 })).toEqual({ kind: 'retry', delayMs: 8000 });
    expect(retries.next('a', { step: 'send', status: 429, retryAfterMs: 1000 })).toEqual({ kind: 'give-up' });
  });
});

describe('reading Retry-After', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('reads whole seconds', () => {
    expect(retryAfterMsOf('1', now)).toBe(1000);
    expect(retryAfterMsOf(' 0 ', now)).toBe(0);
    expect(retryAfterMsOf('120', now)).toBe(120_000);
  });

  it('reads an HTTP date, never below 0', () => {
    expect(retryAfterMsOf('Wed, 25 Nov 2026 12:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMsOf('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is neither, or no header', () => {
    expect(retryAfterMsOf(null, now)).toBeUndefined();
    expect(retryAfterMsOf('soon', now)).toBeUndefined();
    expect(retryAfterMsOf('-5', now)).toBeUndefined();
    expect(retryAfterMsOf('120 seconds', now)).toBeUndefined();
  });
});

describe('the delay of each retry on a fake clock, one mechanism for the schedule and Retry-After (issue 19, docs/decisions/084)', () => {
  /** The moves of a photo whose every try is answered 429 with this Retry-After, read at the fake clock's time of each answer. */
  function delaysAnswered(retryAfter: (answeredAt: number) => string, tries: number) {
    const retries = new UploadRetries();
    let clock = Date.parse('2026-11-25T12:00:00Z');
    const moves = [];
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const move = retries.next('photo', { step: 'send', status: 429, retryAfterMs: retryAfterMsOf(retryAfter(clock), new Date(clock)) });
      moves.push(move);
      if (move.kind === 'retry') clock += move.delayMs;
    }
    return moves;
  }

  it('keeps to 0, 1, 3 and 5 s when Retry-After asks for less, then gives up after the last', () => {
    expect(delaysAnswered(() => '0', 5)).toEqual([
      { kind: 'retry', delayMs: 0 },
      { kind: 'retry', delayMs: 1000 },
      { kind: 'retry', delayMs: 3000 },
      { kind: 'retry', delayMs: 5000 },
      { kind: 'give-up' },
    ]);
  });

  it('never goes below a Retry-After in seconds', () => {
    expect(delaysAnswered(() => '4', 5).map((move) => (move.kind === 'retry' ? move.delayMs : move.kind))).toEqual([4000, 4000, 4000, 5000, 'give-up']);
  });

  it('never goes below a Retry-After given as an HTTP date, measured from the answer', () => {
    const twoSecondsAfter = (answeredAt: number) => new Date(answeredAt + 2000).toUTCString();
    expect(delaysAnswered(twoSecondsAfter, 5).map((move) => (move.kind === 'retry' ? move.delayMs : move.kind))).toEqual([2000, 2000, 3000, 5000, 'give-up']);
  });
});

describe('what the page says while photos wait for their next try (issue 19)', () => {
  it('names the wait in whole seconds, rounded up, for one photo or several', () => {
    expect(retryWaitNotice([1000])).toBe('The photo was not sent yet: trying again in 1 s.');
    expect(retryWaitNotice([2500])).toBe('The photo was not sent yet: trying again in 3 s.');
    expect(retryWaitNotice([1000, 5000, 3000])).toBe('3 photos were not sent yet: trying again within 5 s.');
  });

  it('says nothing when no photo waits, or the next try is at once', () => {
    expect(retryWaitNotice([])).toBeUndefined();
    expect(retryWaitNotice([0])).toBeUndefined();
    expect(retryWaitNotice([0, 1000])).toBe('The photo was not sent yet: trying again in 1 s.');
  });
});
