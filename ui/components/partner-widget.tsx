import { widgetLink } from '../../domain/clicks/catalogue-links.js';
import { PartnerLink } from './partner-link.js';
import { useEffect } from 'react';
import { marketplaceBookingUrl } from '../../domain/affiliate/marketplace-link.js';
import { PARTNER_WIDGET_SCRIPT_URL, partnerWidgetAttributes, partnerWidgetScriptAttributes } from '../../domain/affiliate/partner-widget.js';
import type { PartnerWidget as PartnerWidgetContent } from '../content/tour-pages/tour-page-content.js';
import { siteConfig } from '../content/site-config.js';
import * as css from './partner-widget.css.js';

/** Marks the script this page added, so leaving the page removes exactly that one. */
const SCRIPT_MARKER = 'data-partner-widget-script';

/**
 * docs/product.md §2: the marketplace's partner widget. Its script is added when the page appears
 * and removed on leaving. The area is labelled by its heading, keeps its height while the widget
 * loads (no layout shift), and offers a plain link for visitors whose browser blocks the script.
 */
export function PartnerWidget({ widget }: { widget: PartnerWidgetContent }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = PARTNER_WIDGET_SCRIPT_URL;
    script.async = true;
    script.setAttribute(SCRIPT_MARKER, '');
    for (const [name, value] of Object.entries(partnerWidgetScriptAttributes(siteConfig.widgetPartnerId))) script.setAttribute(name, value);
    document.body.appendChild(script);
    return () => script.remove();
  }, []);

  const headingId = 'partner-widget-title';
  return (
    <section className={css.block} aria-labelledby={headingId}>
      <h2 id={headingId}>{widget.title}</h2>
      <div className={css.area} {...partnerWidgetAttributes({ partnerId: siteConfig.widgetPartnerId, query: widget.query })} />
      <p className={css.fallback}>
        <PartnerLink
          href={marketplaceBookingUrl(siteConfig.marketplacePartnerId, `${widget.query} tours`)}
          kind="tour"
          link={widgetLink(widget.query, `Every ${widget.query} tour on ${siteConfig.marketplaceName}`)}
          placement={{ section: 'partner-widget', position: 1 }}
        >
          See every {widget.query} tour on {siteConfig.marketplaceName}
        </PartnerLink>
      </p>
    </section>
  );
}
