import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, MAX_REDIRECTS, type EndTurn, type HostTurn } from '../../domain/link-health/link-checker.js';
import { FakePartner } from '../../test-support/fake-partners.js';
import { FetchLinkChecker, linkCheckUserAgent, retryAfterMsOf } from './fetch-link-checker.js';

const partner = new FakePartner({ slowMs: 2_000 });
const userAgent = linkCheckUserAgent('costaricagateway.com', 'hello@costaricagateway.com');
const checker = new FetchLinkChecker(async () => userAgent);
/** Every turn taken and how it ended: the address, then the Retry-After it ended with (null: not ended). */
let turns: [string, number | undefined | null][] = [];
const logTurns: HostTurn = async (url) => {
  const turn: [string, number | undefined | null] = [url, null];
  turns.push(turn);
  const end: EndTurn = (retryAfterMs) => (turn[1] = retryAfterMs);
  return end;
};
const check = (path: string, timeoutMs = 3_000, turn = logTurns) => {
  turns = [];
  return checker.check({ url: partner.url(path), timeoutMs, turn });
};

beforeAll(async () => {
  await partner.start();
});
afterAll(() => partner.stop());

describe('FetchLinkChecker', () => {
  it('names itself honestly, with the site and a contact address', async () => {
    await check('/good');
    expect(userAgent).toBe('CostaRicaGatewayLinkCheck/1.0 (+https://costaricagateway.com/; hello@costaricagateway.com)');
    expect(partner.requests.at(-1)?.userAgent).toBe(userAgent);
  });

  it('gives a good page as one hop with its text', async () => {
    const result = await check('/good?partner_id=P');
    expect(result.hops).toEqual([{ url: partner.url('/good?partner_id=P'), status: 200 }]);
    expect(result.body).toContain('Tours and tickets');
    expect(result).not.toHaveProperty('failure');
  });

  it('records each hop of a redirect chain, relative and absolute Locations resolved', async () => {
    const result = await check('/chain?partner_id=P');
    expect(result.hops).toEqual([
      { url: partner.url('/chain?partner_id=P'), status: 301, location: partner.url('/chain-2?partner_id=P') },
      { url: partner.url('/chain-2?partner_id=P'), status: 302, location: partner.url('/chain-3?partner_id=P') },
      { url: partner.url('/chain-3?partner_id=P'), status: 307, location: partner.url('/landing') },
      { url: partner.url('/landing'), status: 200 },
    ]);
  });

  it('takes a turn before every request, each hop included, and ends it with the answer read', async () => {
    await check('/chain?partner_id=P');
    expect(turns).toEqual([
      [partner.url('/chain?partner_id=P'), undefined],
      [partner.url('/chain-2?partner_id=P'), undefined],
      [partner.url('/chain-3?partner_id=P'), undefined],
      [partner.url('/landing'), undefined],
    ]);
    await check('/rate-limited');
    expect(turns).toEqual([[partner.url('/rate-limited'), 1_000]]);
  });

  it('follows a redirect to another host through that host\'s turn', async () => {
    const other = await new FakePartner().start();
    try {
      const result = await check(`/redirect-away?to=${encodeURIComponent(other.origin)}&partner_id=P`);
      expect(result.hops.map((hop) => hop.url)).toEqual([partner.url(`/redirect-away?to=${encodeURIComponent(other.origin)}&partner_id=P`), other.url('/good?partner_id=P')]);
      expect(turns.map(([url]) => new URL(url).host)).toEqual([partner.host, other.host]);
    } finally {
      await other.stop();
    }
  });

  it('asks nothing of a host that declined its turn, and says so', async () => {
    const asked = partner.requests.length;
    const result = await check('/redirect-keep?partner_id=P', 3_000, async (url) => (url.includes('/good') ? undefined : logTurns(url)));
    expect(result).toEqual({ hops: [{ url: partner.url('/redirect-keep?partner_id=P'), status: 301, location: partner.url('/good?partner_id=P') }], failure: 'declined', body: '' });
    expect(partner.requests.length).toBe(asked + 1);
  });

  it('does not count the wait for a turn against the timeout', async () => {
    const slowTurn: HostTurn = async (url) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return logTurns(url);
    };
    const result = await check('/redirect-keep?partner_id=P', 300, slowTurn);
    expect(result.hops.map((hop) => hop.status)).toEqual([301, 200]);
  });

  it('counts the time of every request of a chain against one timeout', async () => {
    const other = new FakePartner({ answerMs: 200 });
    await other.start();
    try {
      expect(await checker.check({ url: other.url('/chain'), timeoutMs: 500, turn: logTurns })).toMatchObject({ failure: 'timeout' });
    } finally {
      await other.stop();
    }
  });

  it('gives the status of a page that is gone or refuses, and the Retry-After of a 429', async () => {
    expect((await check('/gone')).hops).toEqual([{ url: partner.url('/gone'), status: 404 }]);
    const limited = await check('/rate-limited');
    expect(limited).toMatchObject({ hops: [{ status: 429 }], retryAfterMs: 1_000 });
    expect((await check('/captcha')).body).toContain('captcha');
  });

  it('stops a slow answer at the timeout', async () => {
    const started = Date.now();
    expect(await check('/slow', 300)).toEqual({ hops: [], failure: 'timeout', body: '' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('says so when nothing answers', async () => {
    expect(await checker.check({ url: 'http://127.0.0.1:9/', timeoutMs: 2_000, turn: logTurns })).toEqual({ hops: [], failure: 'network', body: '' });
  });

  it('reads at most BODY_LIMIT_BYTES of a huge page', async () => {
    const result = await check('/huge');
    expect(result.hops).toEqual([{ url: partner.url('/huge'), status: 200 }]);
    expect(result.body.length).toBe(BODY_LIMIT_BYTES);
  });

  it('gives up after MAX_REDIRECTS redirects', async () => {
    const result = await check('/loop');
    expect(result.failure).toBe('too-many-redirects');
    expect(result.hops).toHaveLength(MAX_REDIRECTS + 1);
  });
});

describe('retryAfterMsOf', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    expect(retryAfterMsOf('120', now)).toBe(120_000);
    expect(retryAfterMsOf(' 5 ', now)).toBe(5_000);
    expect(retryAfterMsOf('Sun, 01 Nov 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMsOf('Sat, 31 Oct 2026 00:00:30 GMT', now)).toBe(0);
    expect(retryAfterMsOf(null, now)).toBeUndefined();
    expect(retryAfterMsOf('', now)).toBeUndefined();
    expect(retryAfterMsOf('soon', now)).toBeUndefined();
  });
});
