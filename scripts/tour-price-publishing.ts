/**
 * The operator's most common edit, a tour's price, made through the catalogue's admin API (README "The catalogue's
 * admin API", docs/decisions/103) and watched on the pages that show it: shared by the fleet fault test (a publish on
 * one server, served by both) and `npm run bench` (how soon a price is served, issue 36 point 8).
 */
import { ADMIN_CATALOGUE_PATH, ADMIN_CATALOGUE_PUBLICATIONS_PATH } from '../domain/api-paths.js';
import { formatUsd } from '../domain/catalogue/catalogue.js';
import { SETTINGS_RECORD_ID } from '../domain/catalogue/schema/settings-schema.js';
import { HttpAdminApi } from '../adapters/http/http-admin-api.js';
import { PUBLICATION_GENERATION_HEADER } from '../server/publishing/served-publication.js';

/** A tour of the seed shown on the home page, the tours page and its destination's page. */
export const EDITED_TOUR = 'arenal-volcano-hike-and-tabacon-hot-springs';
export const PAGES_SHOWING_THE_TOUR = ['/', '/tours', '/destinations/arenal'] as const;

interface RecordAnswer {
  readonly version: number;
  readonly data: Record<string, unknown>;
}

/** The operator signed in on one server (a session is valid on every server of the fleet). */
export class CatalogueOperator {
  private constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  static async signIn(base: string, password: string): Promise<CatalogueOperator> {
    return new CatalogueOperator(base, (await new HttpAdminApi(base).signIn(password)).token);
  }

  async tourPrice(): Promise<number> {
    return Number((await this.record('tours', EDITED_TOUR)).data.price);
  }

  /** Saves the tour's new price as a draft, from the version it reads first. */
  async setTourPrice(price: number): Promise<void> {
    await this.replace('tours', EDITED_TOUR, (data) => ({ ...data, price }));
  }

  /** Saves the settings' support e-mail as a draft: every page reads the settings record (docs/decisions/101). */
  async setSupportEmail(email: string): Promise<void> {
    await this.replace('settings', SETTINGS_RECORD_ID, (data) => ({ ...data, support: { ...(data.support as object), email } }));
  }

  /** Publishes the tour's draft; resolves with the pages re-rendered. */
  async publishTour(): Promise<readonly string[]> {
    return this.publish('tours', EDITED_TOUR);
  }

  async publishSettings(): Promise<readonly string[]> {
    return this.publish('settings', SETTINGS_RECORD_ID);
  }

  private async publish(collection: string, id: string): Promise<readonly string[]> {
    const answer = (await this.call('POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, { records: [{ collection, id }] })) as { outcome: string; pages: string[] };
    if (answer.outcome !== 'published') throw new Error(`publishing ${collection}/${id}: ${JSON.stringify(answer)}`);
    return answer.pages;
  }

  private async replace(collection: string, id: string, change: (data: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
    const { version, data } = await this.record(collection, id);
    await this.call('PUT', `${ADMIN_CATALOGUE_PATH}/${collection}/${id}`, { version, data: change(data) });
  }

  private async record(collection: string, id: string): Promise<RecordAnswer> {
    return (await this.call('GET', `${ADMIN_CATALOGUE_PATH}/${collection}/${id}`)) as RecordAnswer;
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const answer = await fetch(`${this.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as unknown;
  }
}

/** Which of two prices a page shows the edited tour at (the new one is checked to be on no page before the edit). */
export type ShownPrice = 'old' | 'new' | 'neither';

/** The price as a tour card writes it, between its tags. */
const onPage = (html: string, price: number) => html.includes(`>${formatUsd(price)}<`);

export function shownPrice(html: string, prices: { readonly old: number; readonly new: number }): ShownPrice {
  if (onPage(html, prices.new)) return 'new';
  return onPage(html, prices.old) ? 'old' : 'neither';
}

/** One page's answer: its status, the generation it names (0: the build's own page) and the price it shows. */
export interface PriceAnswer {
  readonly path: string;
  readonly status: number;
  readonly generation: number;
  readonly shows: ShownPrice;
}

export async function priceAnswer(base: string, path: string, prices: { readonly old: number; readonly new: number }): Promise<PriceAnswer> {
  const answer = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
  const html = await answer.text();
  return { path, status: answer.status, generation: Number(answer.headers.get(PUBLICATION_GENERATION_HEADER) ?? 0), shows: shownPrice(html, prices) };
}

/** The three pages that show the tour, asked at once. */
export function priceAnswerSet(base: string, prices: { readonly old: number; readonly new: number }): Promise<PriceAnswer[]> {
  return Promise.all(PAGES_SHOWING_THE_TOUR.map((path) => priceAnswer(base, path, prices)));
}

/** The first price from `from` up that no page showing the tour shows yet, so that seeing it later means the edit was served. */
export async function priceNoPageShows(base: string, from: number): Promise<number> {
  for (let price = from; price < from + 100; price++) {
    const answers = await priceAnswerSet(base, { old: price, new: price });
    if (answers.every((answer) => answer.shows === 'neither')) return price;
  }
  throw new Error(`every price from ${formatUsd(from)} to ${formatUsd(from + 99)} is on a page showing the tour`);
}
