import type { CoffeeProduct } from '../shopping/coffee-product.js';
import type { AnalyticsEvent, AnalyticsValue } from './analytics-event.js';
import { parsePrice } from './price.js';
import type { UtmFields } from './utm.js';

/**
 * Builders for every event of docs/product.md §7. Click events follow the analytics tag's classic shape
 * (action as the name, then event_category and event_label); item events carry the item fields.
 */
function classic(name: string, category: string, label: string): AnalyticsEvent {
  return { name, params: { event_category: category, event_label: label } };
}

export interface TrackedItem {
  readonly id: string;
  readonly title: string;
  readonly category: string;
  /** USD: tours carry their price as a number (docs/decisions/064); a shop's price text goes through shopItem first. */
  readonly price: number;
}

const priceOf = (item: TrackedItem): number => item.price;

/** A shop product as the events carry it: its price text ('$1,299.99') read as a number of USD (docs/product.md §5). */
export function shopItem(product: { readonly id: string; readonly title: string; readonly category: string; readonly price: string }): TrackedItem {
  return { id: product.id, title: product.title, category: product.category, price: parsePrice(product.price) };
}

function itemParams(item: TrackedItem): Record<string, AnalyticsValue> {
  return { item_id: item.id, item_name: item.title, item_category: item.category, price: priceOf(item), currency: 'USD' };
}

export function navigationClick(label: string): AnalyticsEvent {
  return classic('navigation_click', 'navigation', label);
}

/** docs/product.md §7: the Canopy and Scuba pages name their activity instead of the tour's place. */
export const ACTIVITY_LABELS = ['Canopy', 'Scuba'] as const;

export type ActivityLabel = (typeof ACTIVITY_LABELS)[number];

/** docs/product.md §7 tour_click label: 'city or location: title', or 'Canopy: title' / 'Scuba: title'. */
export function tourClickLabel(tour: { readonly location: string; readonly title: string }, activity?: ActivityLabel): string {
  return `${activity ?? tour.location}: ${tour.title}`;
}

export function tourClick(tour: { readonly location: string; readonly title: string }, activity?: ActivityLabel): AnalyticsEvent {
  return classic('tour_click', 'tours', tourClickLabel(tour, activity));
}

/** docs/product.md §7 tour selection / item selection: id, title, category and the numeric price. */
export function itemSelection(item: TrackedItem): AnalyticsEvent {
  return { name: 'select_item', params: itemParams(item) };
}

/** docs/product.md §7 affiliate click on a shop product (id, title, category, price). */
export function affiliateClick(item: TrackedItem): AnalyticsEvent {
  return { name: 'affiliate_click', params: itemParams(item) };
}

export function viewItem(item: TrackedItem): AnalyticsEvent {
  return { name: 'view_item', params: { ...itemParams(item), value: priceOf(item) } };
}

/** docs/product.md §7 names add_to_cart; nothing is bought on the portal, so no screen sends it (docs/decisions/044-which-screens-send-which-events.md). */
export function addToCart(item: TrackedItem): AnalyticsEvent {
  return { name: 'add_to_cart', params: { ...itemParams(item), value: priceOf(item) } };
}

/** docs/product.md §7 names purchase; nothing is bought on the portal, so no screen sends it (docs/decisions/044-which-screens-send-which-events.md). */
export function purchase(item: TrackedItem): AnalyticsEvent {
  return { name: 'purchase', params: { ...itemParams(item), value: priceOf(item) } };
}

/** A tour as its booking link knows it: the item, and the city or location of its card. */
export interface TrackedTour extends TrackedItem {
  readonly location: string;
}

/**
 * docs/product.md §7: what following a tour's booking link ('Book with …') reports, on every page that has one:
 * tour_click with its 'city or location: title' label, then the item selection.
 */
export function bookingClick(tour: TrackedTour, activity?: ActivityLabel): AnalyticsEvent[] {
  return [tourClick(tour, activity), itemSelection(tour)];
}

/** docs/product.md §7: property_click (real_estate, property name) plus a product view with name and price. */
export function propertyClick(property: { readonly name: string; readonly price: string }): [AnalyticsEvent, AnalyticsEvent] {
  return [
    classic('property_click', 'real_estate', property.name),
    { name: 'view_item', params: { item_name: property.name, price: parsePrice(property.price), currency: 'USD' } },
  ];
}

/** docs/product.md §7: the kinds of contact link on the real-estate page. */
export const CONTACT_KINDS = ['linkedin', 'market_link', 'website', 'dream_home_link', 'email', 'phone', 'contact', 'listings'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** docs/product.md §7 contact_click (real_estate, '{kind}_{target}'). */
export function contactClick(kind: ContactKind, target: string): AnalyticsEvent {
  return classic('contact_click', 'real_estate', `${kind}_${target}`);
}

export function ctaClick(label: string): AnalyticsEvent {
  return classic('cta_click', 'engagement', label);
}

/** docs/product.md §7: the two pages whose page_view names them (travel_essentials, featured_coffee). */
export const NAMED_PAGE_VIEWS = ['travel_essentials', 'featured_coffee'] as const;
export type NamedPageView = (typeof NAMED_PAGE_VIEWS)[number];

/** The page a route change shows. */
export interface ViewedPage {
  readonly path: string;
  /** The page's document title. */
  readonly title: string;
  /** On the two pages docs/product.md §7 names, their name as the event's category. */
  readonly category?: NamedPageView | undefined;
}

/**
 * docs/product.md §7 page_view, on every route change (docs/decisions/044-which-screens-send-which-events.md): the
 * path and title of the page, and on the two shops that report their own view, their name as event_category.
 */
export function pageView(page: ViewedPage): AnalyticsEvent {
  const params: Record<string, AnalyticsValue> = { page_path: page.path, page_title: page.title };
  if (page.category !== undefined) params.event_category = page.category;
  return { name: 'page_view', params };
}

/** docs/product.md §7: the shops, as product_click names them. */
export type Shop = 'travel_essentials' | 'coffee_purchase' | 'gift_store';

/** docs/product.md §7 product_click (travel_essentials, coffee_purchase, gift_store with the product title). */
export function productClick(shop: Shop, title: string): AnalyticsEvent {
  return classic('product_click', shop, title);
}

/**
 * docs/product.md §7: what following a shop's retail link ('Buy on …') reports: product_click naming the shop and
 * the product, then the affiliate click with the item.
 */
export function retailClick(shop: Shop, item: TrackedItem): AnalyticsEvent[] {
  return [productClick(shop, item.title), affiliateClick(item)];
}

/** A coffee of the coffee page as a tracked item: the grid has no categories, so the roast its badge shows is the category. */
export function coffeeItem(product: Pick<CoffeeProduct, 'id' | 'title' | 'roast' | 'price'>): TrackedItem {
  return { id: product.id, title: product.title, category: `${product.roast} Roast`, price: parsePrice(product.price) };
}

/** docs/product.md §7 category_filter (gift_store, category): the gift store's buttons only log this. */
export function categoryFilter(category: string): AnalyticsEvent {
  return classic('category_filter', 'gift_store', category);
}

/** docs/product.md §7 weekly recommendation on the coffee page (docs/architecture.md §7: the retailer is Amazon). */
export function weeklyRecommendationClick(): AnalyticsEvent {
  return classic('amazon_coffee_click', 'featured_recommendation', 'weekly_coffee');
}

/** docs/product.md §2, §7: the coffee page's five affiliate widget blocks, each with its own click event. */
export const COFFEE_WIDGETS = ['bestsellers', 'tarrazu', 'whole_bean', 'gift_sets', 'brewing_gear'] as const;
export type CoffeeWidget = (typeof COFFEE_WIDGETS)[number];

export function widgetClick(widget: CoffeeWidget): AnalyticsEvent {
  return classic(`coffee_widget_${widget}_click`, 'featured_coffee', widget);
}

/** docs/product.md §7 domain_traffic: which of the product's domains the visitor came in on, and on which path. */
export function domainTraffic(host: string, path: string): AnalyticsEvent {
  return { name: 'domain_traffic', params: { event_category: 'domain', event_label: host.toLowerCase(), page_path: path } };
}

/** docs/product.md §7 campaign_attribution, when the address carries any UTM field. */
export function campaignAttribution(utm: UtmFields): AnalyticsEvent | undefined {
  const params = Object.fromEntries(Object.entries(utm).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  return Object.keys(params).length === 0 ? undefined : { name: 'campaign_attribution', params };
}
