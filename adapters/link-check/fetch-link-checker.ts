import { BODY_LIMIT_BYTES, MAX_REDIRECTS, type LinkChecker, type LinkCheckHop, type LinkCheckRequest, type LinkCheckResult } from '../../domain/link-health/link-checker.js';

/** The checker's honest name and contact (issue 40 point 3): partners can see who asks and write to us. */
export function linkCheckUserAgent(mainDomain: string, supportEmail: string): string {
  return `CostaRicaGatewayLinkCheck/1.0 (+https://${mainDomain}/; ${supportEmail})`;
}

/** A Retry-After header in ms from `now`: seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** One request's outcome: a redirect to follow, the final answer with its page's start, or no answer. */
type Answer =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'final'; readonly status: number; readonly body: string; readonly retryAfterMs: number | undefined }
  | { readonly kind: 'failed'; readonly failure: 'timeout' | 'network' };

/**
 * Checks a link with node's fetch (issue 40 point 1, docs/decisions/127): redirects followed by hand (redirect:
 * 'manual') so each hop is recorded, at most MAX_REDIRECTS; every request takes its host's turn first and ends it once
 * its answer is read (docs/decisions/140), so a redirect to another host waits there as any link would; one timeout for
 * the requests of the whole chain, the waits for turns not counted; a redirect's body never read and a final page's read
 * only up to BODY_LIMIT_BYTES, the rest cancelled, so memory stays bounded whatever a partner sends. GET, as visitors
 * do: some partners answer HEAD differently.
 */
export class FetchLinkChecker implements LinkChecker {
  /** `userAgent` gives the user agent at each check: the support address is a catalogue setting the operator may change. */
  constructor(private readonly userAgentNow: () => Promise<string>) {}

  async check({ url, timeoutMs, turn }: LinkCheckRequest): Promise<LinkCheckResult> {
    const hops: LinkCheckHop[] = [];
    const userAgent = await this.userAgentNow();
    let address = url;
    let leftMs = timeoutMs;
    for (;;) {
      const endTurn = await turn(address);
      if (endTurn === undefined) return { hops, failure: 'declined', body: '' };
      const began = performance.now();
      const answer = await ask(address, userAgent, leftMs);
      leftMs -= performance.now() - began;
      endTurn(answer.kind === 'final' ? answer.retryAfterMs : undefined);
      if (answer.kind === 'failed') return { hops, failure: answer.failure, body: '' };
      if (answer.kind === 'final') {
        hops.push({ url: address, status: answer.status });
        return { hops, body: answer.body, ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }) };
      }
      hops.push({ url: address, status: answer.status, location: answer.location });
      if (hops.length > MAX_REDIRECTS) return { hops, failure: 'too-many-redirects', body: '' };
      if (leftMs <= 0) return { hops, failure: 'timeout', body: '' };
      address = answer.location;
    }
  }
}

/** One GET within `timeoutMs`, its body cancelled (a redirect) or read to the limit (the final page). */
async function ask(address: string, userAgent: string, timeoutMs: number): Promise<Answer> {
  const signal = AbortSignal.timeout(Math.max(1, Math.ceil(timeoutMs)));
  try {
    const response = await fetch(address, { redirect: 'manual', signal, headers: { 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' } });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      return { kind: 'redirect', status: response.status, location: new URL(location, address).toString() };
    }
    const retryAfterMs = retryAfterMsOf(response.headers.get('retry-after'), Date.now());
    return { kind: 'final', status: response.status, body: await readLimited(response), retryAfterMs };
  } catch (error) {
    return { kind: 'failed', failure: isTimeout(error, signal) ? 'timeout' : 'network' };
  }
}

function isTimeout(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
}

/** The start of a body as text, at most BODY_LIMIT_BYTES; the rest is cancelled, never buffered. */
async function readLimited(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < BODY_LIMIT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, BODY_LIMIT_BYTES));
}
