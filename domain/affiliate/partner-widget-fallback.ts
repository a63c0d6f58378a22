import { PARTNER_WIDGET_ITEMS } from './partner-widget.js';

/**
 * How long the page waits for the partner's own content (the marketplace's widget script, the retailer's ad frame)
 * before its reserved box shows the fallback instead. 4 s: the partner's script and frame normally arrive within a
 * second or two, even on a phone's connection, while a visitor looking at an empty grey box for longer than a few
 * seconds takes the page for broken. A content blocker or no network never loads them at all (issue 18.6).
 */
export const PARTNER_CONTENT_WAIT_MS = 4000;

/** What a tour needs for its place among the page's best. */
export interface RankedTour {
  readonly rating: number;
  readonly reviewCount: number;
  /** 1 marks the page's top tour (docs/product.md §3). */
  readonly bestSellerRank?: number;
}

/** The links that stand in for the widget: the page's best tours, or the marketplace's search for the place. */
export type PartnerWidgetFallback<T extends RankedTour> = { readonly kind: 'tours'; readonly tours: readonly T[] } | { readonly kind: 'search' };

function byBest(a: RankedTour, b: RankedTour): number {
  const rank = (a.bestSellerRank ?? Number.POSITIVE_INFINITY) - (b.bestSellerRank ?? Number.POSITIVE_INFINITY);
  if (rank !== 0 && !Number.isNaN(rank)) return rank;
  return b.rating - a.rating || b.reviewCount - a.reviewCount;
}

/**
 * Issue 18.6: when the partner widget has not loaded, its box lists the page's best tours (best seller first, then
 * the best rated, then the most reviewed), as many as the widget itself shows. The page hands over the catalogue's
 * tours for the place (its grid, or for Tamarindo the place's /tours section); with none at all, the box offers
 * the marketplace's search for the place instead.
 */
export function partnerWidgetFallback<T extends RankedTour>(tours: readonly T[], limit = PARTNER_WIDGET_ITEMS): PartnerWidgetFallback<T> {
  if (tours.length === 0) return { kind: 'search' };
  return { kind: 'tours', tours: [...tours].sort(byBest).slice(0, limit) };
}

/**
 * Issue 37 point 5: the box never repeats the cards right next to it. Of the tours that could stand in for the widget,
 * those the page already shows in its own grid are left out (Arenal's fallback was three of the four cards below it);
 * with none left, the box offers the marketplace's search for the place (partnerWidgetFallback).
 */
export function toursNotShown<T extends { readonly id: string }>(candidates: readonly T[], shownOnThePage: readonly { readonly id: string }[]): T[] {
  const shown = new Set(shownOnThePage.map((tour) => tour.id));
  return candidates.filter((tour) => !shown.has(tour.id));
}
