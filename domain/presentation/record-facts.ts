import { formatUsd } from '../catalogue/catalogue.js';
import type { PublicTour } from '../tours/public-tour.js';
import { cardChips, tourCardFacts, type TourCardVariant } from './tour-card-variant.js';

/*
 * Issue 37 "one truth for every record": what each page shows of each record, so a check over every page can find a
 * record that reads one way on one page and another way on the next (docs/decisions/110). Pages are compared by what
 * their view functions give the cards, the same values React renders.
 */

/** One fact a page shows of one record: 'tour:arenal-1' 'price' '$75' on '/tours'. */
export interface ShownFact {
  readonly page: string;
  readonly record: string;
  readonly fact: string;
  readonly value: string;
}

/** A record shown with two or more values of one fact, each page with its value. */
export interface Contradiction {
  readonly record: string;
  readonly fact: string;
  readonly shown: readonly { readonly page: string; readonly value: string }[];
}

/** A chip or badge a card shows twice. */
export interface RepeatedChip {
  readonly page: string;
  readonly record: string;
  readonly chip: string;
}

/** What a card leaves out is a fact too: one page showing a group size another drops contradicts it. */
const NONE = 'none';

/** The facts of each tour card (docs/product.md §3 "Public tour"), the record named by its click-count id. */
export function tourFactsShown(page: string, tours: readonly PublicTour[]): ShownFact[] {
  return tours.flatMap((tour) => {
    const facts: Record<string, string> = {
      price: formatUsd(tour.price),
      originalPrice: tour.originalPrice === undefined ? NONE : formatUsd(tour.originalPrice),
      priceUnit: tourCardFacts(tour, {}).priceSuffix,
      rating: String(tour.rating),
      reviewCount: String(tour.reviewCount),
      duration: tour.duration,
      groupSize: tour.groupSize ?? NONE,
      category: tour.category,
      difficulty: tour.difficulty ?? NONE,
      badges: tour.badges.length === 0 ? NONE : tour.badges.join(', '),
    };
    return Object.entries(facts).map(([fact, value]) => ({ page, record: `tour:${tour.id}`, fact, value }));
  });
}

/** What a shop's card shows of its product; two records of one retail product open the same retail link. */
export interface ShownProduct {
  readonly retailUrl: string;
  readonly price: string;
  readonly originalPrice?: string | undefined;
  readonly rating: number;
  readonly reviewCount: number;
}

/** The facts of each product card, the product named by the retail product its link opens. */
export function productFactsShown(page: string, products: readonly ShownProduct[]): ShownFact[] {
  return products.flatMap((product) => {
    const record = `product:${product.retailUrl}`;
    const facts: Record<string, string> = {
      price: product.price,
      originalPrice: product.originalPrice ?? NONE,
      rating: String(product.rating),
      reviewCount: String(product.reviewCount),
    };
    return Object.entries(facts).map(([fact, value]) => ({ page, record, fact, value }));
  });
}

/** Every fact of a record that two pages show differently, in the order the facts were first shown. */
export function contradictions(facts: readonly ShownFact[]): Contradiction[] {
  const byFact = new Map<string, ShownFact[]>();
  for (const shown of facts) {
    const key = `${shown.record}\n${shown.fact}`;
    byFact.set(key, [...(byFact.get(key) ?? []), shown]);
  }
  return [...byFact.values()]
    .filter((shown) => new Set(shown.map((fact) => fact.value)).size > 1)
    .map((shown) => ({ record: shown[0]!.record, fact: shown[0]!.fact, shown: shown.map(({ page, value }) => ({ page, value })) }));
}

/**
 * The chips and badges a tour card shows (its picture's, then its body's) that say the same twice, or say the
 * location its line under the title gives (docs/decisions/145).
 */
export function repeatedChips(page: string, tours: readonly PublicTour[], variant: TourCardVariant): RepeatedChip[] {
  return tours.flatMap((tour) => {
    const chips = [
      ...(tour.bestSellerRank === undefined ? [] : ['Best Seller']),
      ...(tour.originalPrice === undefined ? [] : ['On Sale']),
      ...tourCardFacts(tour, variant).imageBadges.map((badge) => badge.text),
      ...cardChips(tour),
      tour.location,
    ];
    return chips.filter((chip, index) => chips.indexOf(chip) < index).map((chip) => ({ page, record: `tour:${tour.id}`, chip }));
  });
}
