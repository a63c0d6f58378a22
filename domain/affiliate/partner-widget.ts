import { MARKETPLACE_CAMPAIGN } from './marketplace-link.js';

/**
 * docs/product.md §2: the Arenal and Tamarindo pages show the marketplace's partner widget, loaded
 * by adding its script when the page appears and removing it on leaving. docs/product.md §9: the
 * widget has its own partner id, separate from the booking links' one.
 */
export const PARTNER_WIDGET_SCRIPT_URL = 'https://widget.getyourguide.com/dist/pa.umd.production.min.js';

/** How many tours the widget lists. */
export const PARTNER_WIDGET_ITEMS = 3;

export function partnerWidgetScriptAttributes(widgetPartnerId: string): Record<string, string> {
  return { 'data-gyg-partner-id': widgetPartnerId };
}

/** The data attributes of the element the widget script fills. */
export function partnerWidgetAttributes({ partnerId, query }: { partnerId: string; query: string }): Record<string, string> {
  return {
    'data-gyg-widget': 'activities',
    'data-gyg-partner-id': partnerId,
    'data-gyg-q': query,
    'data-gyg-locale-code': 'en-US',
    'data-gyg-number-of-items': String(PARTNER_WIDGET_ITEMS),
    'data-gyg-cmp': MARKETPLACE_CAMPAIGN,
  };
}
