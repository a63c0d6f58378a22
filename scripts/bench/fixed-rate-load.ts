/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate, whatever the server did with the ones
 * before it, and its latency counts from when the load handed it to the connection pool, not from when a free
 * connection finally sent it. So a server that stalls is charged for every request that waited behind the stall (no
 * "coordinated omission"). How late the load itself handed requests over (its own timer and event loop, on a shared
 * machine) is reported apart, as `lateP99Ms`, and not charged to the server.
 *
 * Why not autocannon's `overallRate`: it lets each connection send its whole second's share back to back at the
 * start of each second and then pause (lib/httpClient.js, a 1 s `setInterval`), so "1,000 requests a second" arrives
 * as 1,000 requests in the first ~100 ms of every second: a burst at ten times the rate, whose queueing is what its
 * p99 measured (13–15 ms for the portal and for a plain Express app alike). This spreads them evenly, one per
 * millisecond at 1,000 a second, as visitors' clicks arrive.
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from '../percentile.js';

export interface FixedRateRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface FixedRateResult {
  readonly sent: number;
  /** Answers by status code; failed connections and timeouts under 0. */
  readonly statuses: ReadonlyMap<number, number>;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** How late the load handed its requests over, p99: the load's own jitter, not the server's. */
  readonly lateP99Ms: number;
  /** Each answer: when its request was handed over (performance.now()) and how long it took, in ms. */
  readonly answers: readonly { readonly handedAt: number; readonly ms: number }[];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Sends `rate` × `seconds` requests to `base`, evenly spaced, over at most `connections` kept-alive connections. */
export async function fixedRateLoad(options: {
  base: string;
  rate: number;
  seconds: number;
  connections: number;
  request: (index: number) => FixedRateRequest;
  timeoutMs?: number;
}): Promise<FixedRateResult> {
  const { base, rate, seconds, connections, request, timeoutMs = 5_000 } = options;
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const answers: { handedAt: number; ms: number }[] = [];
  const lateness: number[] = [];
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  const send = (index: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const handedAt = performance.now();
      lateness.push(handedAt - dueAt);
      const { method, path, headers, body } = request(index);
      const outgoing = httpRequest(
        { agent, host: url.hostname, port: url.port, method, path, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - handedAt);
            answers.push({ handedAt, ms: latencies.at(-1)! });
            count(response.statusCode ?? 0);
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => {
        count(0);
        resolve();
      });
      outgoing.end(body);
    });

  const pending: Promise<void>[] = [];
  const startedAt = performance.now();
  let next = 0;
  await new Promise<void>((done) => {
    // Every millisecond (or as soon as the event loop allows), send every request whose time has come.
    const tick = () => {
      const elapsed = performance.now() - startedAt;
      while (next < total && next / rate * 1000 <= elapsed) {
        pending.push(send(next, startedAt + (next / rate) * 1000));
        next += 1;
      }
      if (next < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();

  return {
    sent: total,
    statuses,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(Math.max(...latencies)),
    lateP99Ms: round(percentile(lateness, 0.99)),
    answers,
  };
}
