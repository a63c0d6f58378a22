import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { contradictions, productFactsShown, repeatedChips, tourFactsShown, type Contradiction, type RepeatedChip, type ShownFact } from './record-facts.js';
import { sitePages, type PageEntry } from './site-pages.js';
import { viewFor, type ScreenView, type ScreenViews } from './screen-views.js';

/*
 * Issue 37 "one truth for every record": what every page of the site shows of its records, read through the same view
 * functions the pages render (./page-views.ts), and what contradicts itself from one page to the next
 * (domain/presentation/record-facts.ts, docs/decisions/110).
 */

/** The facts one page's cards show, and the chips a card of it shows twice. */
function factsOfPage(page: PageEntry, view: ScreenView): { facts: ShownFact[]; repeated: RepeatedChip[] } {
  switch (page.screen) {
    case 'home': {
      const home = view as ScreenViews['home'];
      return {
        facts: [...tourFactsShown(page.path, home.tours), ...productFactsShown(page.path, home.essentials)],
        repeated: repeatedChips(page.path, home.tours, { homeBadge: true }),
      };
    }
    case 'tours': {
      const tours = (view as ScreenViews['tours']).destinations.flatMap((destination) => destination.tours);
      return { facts: tourFactsShown(page.path, tours), repeated: repeatedChips(page.path, tours, {}) };
    }
    case 'destination':
    case 'activity': {
      const content = view as ScreenViews['destination'];
      return { facts: tourFactsShown(page.path, content.tours), repeated: repeatedChips(page.path, content.tours, content.cardVariant) };
    }
    case 'coffee':
    case 'gift-store':
    case 'travel-essentials':
      return { facts: productFactsShown(page.path, (view as ScreenViews['coffee' | 'gift-store' | 'travel-essentials']).products), repeated: [] };
    default:
      return { facts: [], repeated: [] };
  }
}

/** What the site's pages, drawn from `reader`, show two ways, and the chips their cards repeat: none in a sound catalogue. */
export function siteRecordFacts(reader: CatalogueReader): { contradictions: Contradiction[]; repeatedChips: RepeatedChip[]; factsShown: number } {
  const pages = sitePages(reader).map((page) => factsOfPage(page, viewFor(page, reader)));
  const facts = pages.flatMap((page) => page.facts);
  return { contradictions: contradictions(facts), repeatedChips: pages.flatMap((page) => page.repeated), factsShown: facts.length };
}
