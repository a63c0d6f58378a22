import type { AnalyticsEvent, AnalyticsValue } from './analytics-event.js';
import { parsePrice } from './price.js';
import type { UtmFields } from './utm.js';

/**
 * Builders for every event of docs/product.md §7. Click events follow the analytics tag's classic shape
 * (action as the name, then event_category and event_label); item events carry the item fields.
 */
function classic(name: string, category: string, label?: string): AnalyticsEvent {
  return { name, params: label === undefined ? { event_category: category } : { event_category: category, event_label: label } };
}

export interface TrackedItem {
  readonly id: string;
  readonly title: string;
  readonly category: string;
  /** Price text as the card shows it ('$4,200'). */
  readonly price: string;
}

function itemParams(item: TrackedItem): Record<string, AnalyticsValue> {
  return { item_id: item.id, item_name: item.title, item_category: item.category, price: parsePrice(item.price), currency: 'USD' };
}

export function navigationClick(label: string): AnalyticsEvent {
  return classic('navigation_click', 'navigation', label);
}

/** docs/product.md §7: the Canopy and Scuba pages name their activity instead of the tour's place. */
export type ActivityLabel = 'Canopy' | 'Scuba';

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
  return { name: 'view_item', params: { ...itemParams(item), value: parsePrice(item.price) } };
}

export function addToCart(item: TrackedItem): AnalyticsEvent {
  return { name: 'add_to_cart', params: { ...itemParams(item), value: parsePrice(item.price) } };
}

export function purchase(item: TrackedItem): AnalyticsEvent {
  return { name: 'purchase', params: { ...itemParams(item), value: parsePrice(item.price) } };
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

/** docs/product.md §7 page_view of the shops that report their own (travel_essentials, featured_coffee). */
export function pageView(page: 'travel_essentials' | 'featured_coffee'): AnalyticsEvent {
  return classic('page_view', page);
}

/** docs/product.md §7 product_click (travel_essentials, coffee_purchase, gift_store with the product title). */
export function productClick(shop: 'travel_essentials' | 'coffee_purchase' | 'gift_store', title: string): AnalyticsEvent {
  return classic('product_click', shop, title);
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

/** docs/product.md §7 domain_traffic: which of the product's domains the visitor came in on. */
export function domainTraffic(host: string, path: string): AnalyticsEvent {
  return { name: 'domain_traffic', params: { event_category: 'domain', event_label: host.toLowerCase(), page_path: path } };
}

/** docs/product.md §7 campaign_attribution, when the address carries any UTM field. */
export function campaignAttribution(utm: UtmFields): AnalyticsEvent | undefined {
  const params = Object.fromEntries(Object.entries(utm).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  return Object.keys(params).length === 0 ? undefined : { name: 'campaign_attribution', params };
}
