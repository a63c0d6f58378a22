import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local fake partner sites (issue 40 point 7): the link checker is tested against these, never the internet. One
 * server is one host (127.0.0.1:port). Pages, by path:
 *   /good               200, a plain page
 *   /redirect-keep      301 to /good with the same query (the partner id survives)
 *   /redirect-drop      302 to /landing, the query dropped (the partner id is lost), which answers 200
 *   /chain              three redirects, the last dropping the query
 *   /loop               302 to itself, forever
 *   /home               301 to / (a removed page sent to the home page)
 *   /redirect-away      302 to /good on the host its `to` names (an origin), the rest of the query kept
 *   /gone               404
 *   /soft-404           200 saying the activity is no longer available (GetYourGuide's removed product)
 *   /no-results         200 saying no results found (a search that finds nothing)
 *   /sold-out           200 saying "Currently unavailable" (Amazon's sold-out product)
 *   /rate-limited       429 with Retry-After: 1
 *   /captcha            403 with a robot check page
 *   /slow               answers after `slowMs`
 *   /huge               200 and a body of several MB, sent slowly enough that reading it whole would show
 * Every request is logged (path and query, user agent, arrival and end time, and how many were under way at once).
 */
export interface FakePartnerRequest {
  readonly path: string;
  /** The query, `?…` (empty without one). */
  readonly search: string;
  readonly userAgent: string;
  readonly arrivedAt: number;
  endedAt?: number;
}

export class FakePartner {
  readonly requests: FakePartnerRequest[] = [];
  private inFlight = 0;
  /** The most requests under way at once. */
  peakInFlight = 0;
  private server: Server | undefined;
  private address = '';

  constructor(private readonly options: { readonly slowMs?: number; readonly answerMs?: number } = {}) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.address = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get origin(): string {
    return this.address;
  }

  get host(): string {
    return new URL(this.address).host;
  }

  url(path: string): string {
    return `${this.address}${path}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.address);
    const logged: FakePartnerRequest = { path: url.pathname, search: url.search, userAgent: request.headers['user-agent'] ?? '', arrivedAt: Date.now() };
    this.requests.push(logged);
    this.inFlight += 1;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    response.on('close', () => {
      this.inFlight -= 1;
      logged.endedAt = Date.now();
    });
    if (this.options.answerMs) await delay(this.options.answerMs);
    const html = (text: string, status = 200): void => void response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Partner</title><h1>${text}</h1>`);
    const redirect = (status: number, location: string): void => void response.writeHead(status, { location }).end();
    switch (url.pathname) {
      case '/':
      case '/good':
      case '/landing':
        return html('Tours and tickets');
      case '/redirect-keep':
        return redirect(301, `/good${url.search}`);
      case '/redirect-drop':
        return redirect(302, '/landing');
      case '/chain':
        return redirect(301, `/chain-2${url.search}`);
      case '/chain-2':
        return redirect(302, `${this.address}/chain-3${url.search}`);
      case '/chain-3':
        return redirect(307, '/landing');
      case '/loop':
        return redirect(302, '/loop');
      case '/home':
        return redirect(301, '/');
      case '/redirect-away': {
        const kept = new URLSearchParams(url.search);
        kept.delete('to');
        return redirect(302, `${url.searchParams.get('to')}/good?${kept}`);
      }
      case '/soft-404':
        return html('This activity is no longer available');
      case '/no-results':
        return html('No results found for your search');
      case '/sold-out':
        return html('Currently unavailable. We don\'t know when or if this item will be back in stock.');
      case '/rate-limited':
        return void response.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' }).end('Too many requests');
      case '/captcha':
        return html('Robot Check: enter the characters you see below (captcha)', 403);
      case '/slow':
        await delay(this.options.slowMs ?? 5_000);
        return html('Slow but fine');
      case '/huge':
        return this.huge(response);
      default:
        return html('Not found', 404);
    }
  }

  private async huge(response: ServerResponse): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
    for (let sent = 0; sent < 64 && !response.destroyed; sent++) {
      if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
    }
    response.end();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
