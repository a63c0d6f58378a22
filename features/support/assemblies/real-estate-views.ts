import { Parser } from 'htmlparser2';
import { NEW_TAB_NOTE } from '../../../domain/affiliate/outbound-link-name.js';
import { realEstateView } from '../../../domain/presentation/real-estate-view.js';
import { brokerCardTitle, brokerContacts, brokerStats, realEstateCta } from '../../../domain/presentation/real-estate-contacts.js';
import { SEED } from '../catalogue.js';
import { CatalogueReader } from '../../../domain/catalogue/catalogue-reader.js';
import type { CatalogueDocument } from '../../../domain/catalogue/catalogue-document.js';
import type { RealEstatePageView } from '../portal.js';

/*
 * /real-estate as each level sees it (features/real-estate.feature): @domain through the page's view function
 * (domain/presentation/real-estate-view.ts) and the copy the page draws it with, @api in the served page's HTML.
 */

/** @domain: the page drawn on `today` from the seed, or from the seed with the broker's markets the scenario set. */
export function domainRealEstatePage(today: Date, markets?: readonly string[]): RealEstatePageView {
  const document: CatalogueDocument = markets === undefined ? SEED : { ...SEED, settings: { ...SEED.settings, broker: { ...SEED.settings.broker, markets: [...markets] } } };
  const view = realEstateView(new CatalogueReader(document), today);
  const cta = realEstateCta(view.broker);
  const links = [...brokerContacts(view), ...view.developments.flatMap((development) => (development.kind === 'pre-sale' ? [development.link] : [])), cta.listings];
  const [, locations] = brokerStats(view.broker);
  return {
    brokerTitle: brokerCardTitle(view.broker),
    links: links.filter((link) => /^https?:/.test(link.href)).map(({ label, href }) => ({ label, href })),
    keyLocations: `${locations.value} ${locations.label}`,
    markets: [...view.broker.markets],
    deliveryLines: view.developments.flatMap((development) => (development.kind === 'pre-sale' ? [development.delivery.text] : [])),
  };
}

/** @api: the served page, read as a visitor's screen reader would: headings, links by their words, the figures. */
export async function apiRealEstatePage(baseUrl: string): Promise<RealEstatePageView> {
  const answer = await fetch(`${baseUrl}/real-estate`, { headers: { accept: 'text/html' } });
  if (answer.status !== 200) throw new Error(`/real-estate answered ${answer.status}`);
  const html = await answer.text();
  const links: { label: string; href: string }[] = [];
  const markets: string[] = [];
  const stats: string[] = [];
  let brokerTitle = '';
  /** The element whose text is being read, and what to do with it once it closes. */
  let reading: { depth: number; text: string; done: (text: string) => void } | undefined;
  let inMarkets = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (reading) {
          reading.depth++;
          return;
        }
        const read = (done: (text: string) => void) => (reading = { depth: 0, text: '', done });
        if (name === 'h2' && attributes.id === 'broker-title') read((text) => (brokerTitle = text));
        else if (name === 'a' && /^https?:/.test(attributes.href ?? '')) read((text) => links.push({ label: text.replace(NEW_TAB_NOTE.trim(), '').trim(), href: attributes.href! }));
        else if (name === 'ul' && attributes['aria-labelledby'] === 'broker-markets') inMarkets = true;
        else if (name === 'li' && inMarkets) read((text) => markets.push(text));
        else if (name === 'dd' || name === 'dt') read((text) => stats.push(text));
      },
      ontext(text) {
        if (reading) reading.text += text;
      },
      onclosetag(name) {
        if (name === 'ul') inMarkets = false;
        if (!reading) return;
        if (reading.depth > 0) {
          reading.depth--;
          return;
        }
        const { text, done } = reading;
        reading = undefined;
        done(text.replace(/\s+/g, ' ').trim());
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  // The broker card's figures are definition pairs, each label (dt) before its figure (dd): "Key Locations" "5".
  const at = stats.findIndex((text) => /Key Locations?$/.test(text));
  // A development's delivery line is a paragraph of its own words.
  const deliveryLines = [...html.matchAll(/>(Delivery [^<]*)</g)].map((match) => match[1]!.trim());
  return { brokerTitle, links, keyLocations: at === -1 ? '' : `${stats[at + 1] ?? ''} ${stats[at]}`, markets, deliveryLines };
}
