import { describe, expect, it } from 'vitest';
import { PARTNER_WIDGET_SCRIPT_URL, partnerWidgetAttributes, partnerWidgetScriptAttributes } from './partner-widget.js';

describe('the marketplace partner widget (docs/product.md §2, §9)', () => {
  it('loads from the marketplace widget host over https', () => {
    expect(new URL(PARTNER_WIDGET_SCRIPT_URL).protocol).toBe('https:');
    expect(new URL(PARTNER_WIDGET_SCRIPT_URL).host).toBe('widget.getyourguide.com');
  });

  it('tags the script with the widget partner id, not the booking links\' one', () => {
    expect(partnerWidgetScriptAttributes('WIDGET-ID')).toEqual({ 'data-gyg-partner-id': 'WIDGET-ID' });
  });

  it('asks the widget for the page\'s destination, in US English, three tours', () => {
    expect(partnerWidgetAttributes({ partnerId: 'WIDGET-ID', query: 'Arenal' })).toEqual({
      'data-gyg-widget': 'activities',
      'data-gyg-partner-id': 'WIDGET-ID',
      'data-gyg-q': 'Arenal',
      'data-gyg-locale-code': 'en-US',
      'data-gyg-number-of-items': '3',
      'data-gyg-cmp': 'costa_rica_gateway',
    });
  });
});
