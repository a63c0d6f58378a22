import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { RealFeed } from '../../adapters/contracts/photo-feed-samples.js';
import type { TourImage } from '../../domain/tours/tour-image.js';
import type { ApiAnswer } from './api-client.js';
import { ApiOperator } from './api-operator.js';
import type { ServerUnderTest } from './server-under-test.js';

/** A local web site (a photo agency, a stranger's host) that records every request it gets. */
export interface LocalSite {
  readonly url: string;
  readonly visits: string[];
}

/**
 * What an @api scenario about the server remembers between its steps: the raw operator, the last answer,
 * and the local sites it started. The world owns one per scenario (`this.api`, features/support/world.ts),
 * made on first use from the portal's real server, so a fresh scenario starts with a fresh one.
 */
export class ApiScenario {
  readonly operator: ApiOperator;
  answer?: ApiAnswer;
  answers: ApiAnswer[] = [];
  uploadURL?: string;
  storedPath?: string;
  /** The custom tour images a visitor's browser last read (docs/decisions/048: with their copies). */
  tourImages?: TourImage[];
  etag?: string;
  /** What a browser asked for last (features/compressed-answers.feature), to ask again or compare. */
  asked?: { readonly path: string; readonly accepted: string };
  /** The photo agency's local site and the address it publishes its feed at (features/photo-feed.feature). */
  agency?: { readonly site: LocalSite; readonly feedUrl: string; readonly realFeed?: RealFeed };
  /** A stranger's site the server must never visit (features/marketplace-images.feature). */
  strangerSite?: LocalSite;
  private readonly sites: (LocalSite & { close(): Promise<void> })[] = [];

  constructor(readonly server: ServerUnderTest) {
    this.operator = new ApiOperator(() => server.baseUrl);
  }

  /** The answer a Then step checks: the last one a When step got. */
  lastAnswer(): ApiAnswer {
    if (!this.answer) throw new Error('No answer yet: a When step must ask the portal something first');
    return this.answer;
  }

  /** The server's clock, which moves only when a scenario says time passes. */
  clock(): ManualClock {
    const { clock } = this.server;
    if (!(clock instanceof ManualClock)) throw new Error('The server under test has no manual clock');
    return clock;
  }

  /** Starts a local site on loopback that answers every path as told; closed when the scenario ends. */
  async startLocalSite(answer: (path: string) => { status: number; type: string; body: string }): Promise<LocalSite> {
    const visits: string[] = [];
    const server: Server = createServer((request, response) => {
      visits.push(request.url ?? '');
      const { status, type, body } = answer(request.url ?? '/');
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    this.sites.push(site);
    return site;
  }

  async dispose(): Promise<void> {
    for (const site of this.sites.splice(0)) await site.close();
  }
}
