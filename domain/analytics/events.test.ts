import { describe, expect, it } from 'vitest';
import {
  addToCart,
  affiliateClick,
  bookingClick,
  coffeeItem,
  campaignAttribution,
  categoryFilter,
  COFFEE_WIDGETS,
  CONTACT_KINDS,
  contactClick,
  ctaClick,
  domainTraffic,
  itemSelection,
  navigationClick,
  NAMED_PAGE_VIEWS,
  pageView,
  productClick,
  propertyClick,
  purchase,
  retailClick,
  tourClick,
  tourClickLabel,
  viewItem,
  weeklyRecommendationClick,
  widgetClick,
  shopItem,
} from './events.js';

const tour = { id: 'scuba-1', title: 'Bat Islands Dive', location: 'Playas del Coco', category: 'Advanced', price: 4200 };

describe('tour events (docs/product.md §7)', () => {
  it("label a tour click 'city or location: title'", () => {
    expect(tourClickLabel(tour)).toBe('Playas del Coco: Bat Islands Dive');
    expect(tourClick(tour)).toEqual({ name: 'tour_click', params: { event_category: 'tours', event_label: 'Playas del Coco: Bat Islands Dive' } });
  });

  it("label Canopy and Scuba clicks with the activity", () => {
    expect(tourClickLabel(tour, 'Canopy')).toBe('Canopy: Bat Islands Dive');
    expect(tourClick(tour, 'Scuba').params.event_label).toBe('Scuba: Bat Islands Dive');
  });

  it('select an item with id, title, category and a numeric price', () => {
    expect(itemSelection(tour)).toEqual({
      name: 'select_item',
      params: { item_id: 'scuba-1', item_name: 'Bat Islands Dive', item_category: 'Advanced', price: 4200, currency: 'USD' },
    });
  });

  it('carry the tour\'s price, a number of USD, as it is', () => {
    expect(itemSelection({ id: '1', title: 'Hanging Bridges', category: 'Nature', price: 75 }).params.price).toBe(75);
    expect(viewItem({ id: '1', title: 'Hanging Bridges', category: 'Nature', price: 75 }).params.value).toBe(75);
  });

  it('report a booking link as the tour click, then the item selection', () => {
    expect(bookingClick(tour)).toEqual([tourClick(tour), itemSelection(tour)]);
    expect(bookingClick(tour, 'Scuba').map((event) => event.params.event_label ?? event.name)).toEqual(['Scuba: Bat Islands Dive', 'select_item']);
  });
});

describe('shop events (docs/product.md §7)', () => {
  const item = shopItem({ id: 'b07x', title: 'Dry bag', category: 'Weather Protection', price: '$1,299.99' });
  const params = { item_id: 'b07x', item_name: 'Dry bag', item_category: 'Weather Protection', price: 1299.99, currency: 'USD' };

  it('carry the item on affiliate clicks, views, carts and purchases', () => {
    expect(affiliateClick(item)).toEqual({ name: 'affiliate_click', params });
    expect(viewItem(item)).toEqual({ name: 'view_item', params: { ...params, value: 1299.99 } });
    expect(addToCart(item)).toEqual({ name: 'add_to_cart', params: { ...params, value: 1299.99 } });
    expect(purchase(item)).toEqual({ name: 'purchase', params: { ...params, value: 1299.99 } });
  });

  it.each(['travel_essentials', 'coffee_purchase', 'gift_store'] as const)('name the %s shop on a product click', (shop) => {
    expect(productClick(shop, 'Tarrazú beans')).toEqual({ name: 'product_click', params: { event_category: shop, event_label: 'Tarrazú beans' } });
  });

  it.each(NAMED_PAGE_VIEWS)('name the %s page on its page view', (page) => {
    expect(pageView({ path: '/shop', title: 'Shop', category: page })).toStrictEqual({
      name: 'page_view',
      params: { page_path: '/shop', page_title: 'Shop', event_category: page },
    });
  });

  it('report any other page view with its path and title only', () => {
    expect(pageView({ path: '/tours', title: 'Costa Rica Tours' })).toStrictEqual({ name: 'page_view', params: { page_path: '/tours', page_title: 'Costa Rica Tours' } });
    expect(pageView({ path: '/', title: 'Home', category: undefined }).params).not.toHaveProperty('event_category');
  });

  it('report a retail link as the product click, then the affiliate click', () => {
    expect(retailClick('gift_store', item)).toEqual([productClick('gift_store', 'Dry bag'), affiliateClick(item)]);
  });

  it('file a coffee under the roast its card shows', () => {
    expect(coffeeItem({ id: 'britt', title: 'Britt Tarrazú', roast: 'Medium-Dark', price: '$17.95' })).toEqual({
      id: 'britt',
      title: 'Britt Tarrazú',
      category: 'Medium-Dark Roast',
      price: 17.95,
    });
  });

  it('log the gift store category buttons', () => {
    expect(categoryFilter('Apparel')).toEqual({ name: 'category_filter', params: { event_category: 'gift_store', event_label: 'Apparel' } });
  });

  it('track the weekly coffee recommendation', () => {
    expect(weeklyRecommendationClick()).toEqual({
      name: 'amazon_coffee_click',
      params: { event_category: 'featured_recommendation', event_label: 'weekly_coffee' },
    });
  });

  it('give each of the five coffee widgets its own click event', () => {
    expect(COFFEE_WIDGETS).toHaveLength(5);
    const names = COFFEE_WIDGETS.map((widget) => widgetClick(widget).name);
    expect(new Set(names).size).toBe(5);
    expect(widgetClick('tarrazu')).toEqual({ name: 'coffee_widget_tarrazu_click', params: { event_category: 'featured_coffee', event_label: 'tarrazu' } });
  });
});

describe('real estate events (docs/product.md §7)', () => {
  it('pair a property click with a product view', () => {
    expect(propertyClick({ name: 'Serena Luxury Condos', price: '$290,000' })).toEqual([
      { name: 'property_click', params: { event_category: 'real_estate', event_label: 'Serena Luxury Condos' } },
      { name: 'view_item', params: { item_name: 'Serena Luxury Condos', price: 290000, currency: 'USD' } },
    ]);
  });

  it('list every contact kind', () => {
    expect(CONTACT_KINDS).toEqual(['linkedin', 'market_link', 'website', 'dream_home_link', 'email', 'phone', 'contact', 'listings']);
  });

  it.each(CONTACT_KINDS)("label a %s contact click '{kind}_{target}'", (kind) => {
    expect(contactClick(kind, 'broker')).toEqual({ name: 'contact_click', params: { event_category: 'real_estate', event_label: `${kind}_broker` } });
  });
});

describe('site events (docs/product.md §7)', () => {
  it('track navigation and calls to action', () => {
    expect(navigationClick('All Tours')).toEqual({ name: 'navigation_click', params: { event_category: 'navigation', event_label: 'All Tours' } });
    expect(ctaClick('Schedule Consultation')).toEqual({ name: 'cta_click', params: { event_category: 'engagement', event_label: 'Schedule Consultation' } });
  });

  it('record the domain the visitor came in on', () => {
    expect(domainTraffic('WWW.Arenal.CR', '/tours')).toEqual({
      name: 'domain_traffic',
      params: { event_category: 'domain', event_label: 'www.arenal.cr', page_path: '/tours' },
    });
  });

  it('attribute a campaign from the UTM fields present', () => {
    expect(campaignAttribution({ utm_source: 'newsletter', utm_term: 'surf' })).toEqual({
      name: 'campaign_attribution',
      params: { utm_source: 'newsletter', utm_term: 'surf' },
    });
  });

  it('attribute no campaign without UTM fields', () => {
    expect(campaignAttribution({})).toBeUndefined();
    expect(campaignAttribution({ utm_source: '', utm_medium: undefined })).toBeUndefined();
  });
});
