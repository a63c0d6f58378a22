import { tourLink, widgetLink } from '../../domain/clicks/catalogue-links.js';
import { PartnerLink } from './partner-link.js';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { relFor } from '../../domain/affiliate/link-rel.js';
import { marketplaceBookingUrl } from '../../domain/affiliate/marketplace-link.js';
import { PARTNER_WIDGET_SCRIPT_URL, partnerWidgetAttributes, partnerWidgetScriptAttributes } from '../../domain/affiliate/partner-widget.js';
import { partnerWidgetFallback } from '../../domain/affiliate/partner-widget-fallback.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import type { PartnerWidget as PartnerWidgetContent } from '../content/tour-pages/tour-page-content.js';
import { siteConfig } from '../content/site-config.js';
import { usePartnerFallback } from '../hooks/use-partner-fallback.js';
import { visuallyHidden } from '../styles/layout.css.js';
import * as css from './partner-widget.css.js';

/** Marks the script this page added, so leaving the page removes exactly that one. */
const SCRIPT_MARKER = 'data-partner-widget-script';

/** Whether the widget script has drawn anything into its area (it replaces the area's children with its tours). */
function useFilled(area: RefObject<HTMLDivElement | null>): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const check = () => setFilled(element.childElementCount > 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [area]);
  return filled;
}

/**
 * docs/product.md §2: the marketplace's partner widget. Its script is added when the page appears
 * and removed on leaving. The area is labelled by its heading, keeps its height while the widget
 * loads (no layout shift), and offers a plain link for visitors whose browser blocks the script.
 * Issue 18.6: when the script has not drawn the widget within a few seconds, the reserved area lists the page's best
 * tours (or the marketplace's search for the place) instead of staying an empty grey box, until the widget arrives.
 */
export function PartnerWidget({ widget, tours }: { widget: PartnerWidgetContent; tours: readonly PublicTour[] }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = PARTNER_WIDGET_SCRIPT_URL;
    script.async = true;
    script.setAttribute(SCRIPT_MARKER, '');
    for (const [name, value] of Object.entries(partnerWidgetScriptAttributes(siteConfig.widgetPartnerId))) script.setAttribute(name, value);
    document.body.appendChild(script);
    return () => script.remove();
  }, []);
  const area = useRef<HTMLDivElement>(null);
  const showFallback = usePartnerFallback(useFilled(area));

  const headingId = 'partner-widget-title';
  return (
    <section className={css.block} aria-labelledby={headingId}>
      <h2 id={headingId}>{widget.title}</h2>
      <div className={css.box}>
        {/* The script owns this element's children: React never renders into it. */}
        <div ref={area} className={css.area} {...partnerWidgetAttributes({ partnerId: siteConfig.widgetPartnerId, query: widget.query })} />
        {showFallback && <WidgetFallback widget={widget} tours={tours} />}
      </div>
      <p className={css.fallback}>
        <PartnerLink
          href={marketplaceBookingUrl(siteConfig.marketplacePartnerId, `${widget.query} tours`)}
          rel={relFor('tour')}
          link={widgetLink(widget.query, `Every ${widget.query} tour on ${siteConfig.marketplaceName}`)}
          placement={{ section: 'partner-widget', position: 1 }}
        >
          See every {widget.query} tour on {siteConfig.marketplaceName}
        </PartnerLink>
      </p>
    </section>
  );
}

const NEW_TAB = <span className={visuallyHidden}> (opens in a new tab)</span>;

/** What the widget's box shows when the widget has not loaded (domain/affiliate/partner-widget-fallback.ts). */
function WidgetFallback({ widget, tours }: { widget: PartnerWidgetContent; tours: readonly PublicTour[] }) {
  const fallback = partnerWidgetFallback(tours);
  const placement = (position: number) => ({ section: 'partner-widget-fallback', position });
  return (
    <div className={css.fallbackBox} data-partner-fallback="">
      <p className={css.fallbackLead}>The {siteConfig.marketplaceName} tour list did not load. Book {widget.query} tours here instead:</p>
      <ul className={css.fallbackList}>
        {fallback.kind === 'search' ? (
          <li>
            <PartnerLink
              className={css.fallbackLink}
              href={marketplaceBookingUrl(siteConfig.marketplacePartnerId, `${widget.query} tours`)}
              rel={relFor('tour')}
              link={widgetLink(widget.query, `Every ${widget.query} tour on ${siteConfig.marketplaceName}`)}
              placement={placement(1)}
            >
              <span className={css.fallbackTitle}>
                {widget.query} tours on {siteConfig.marketplaceName} <span aria-hidden="true">↗</span>
              </span>
              <span className={css.fallbackMeta}>Every tour there, with its price and reviews</span>
              {NEW_TAB}
            </PartnerLink>
          </li>
        ) : (
          fallback.tours.map((tour, index) => (
            <li key={tour.id}>
              <PartnerLink
                className={css.fallbackLink}
                href={tour.bookingUrl}
                rel={relFor('tour')}
                link={tourLink(tour)}
                placement={placement(index + 1)}
              >
                <span className={css.fallbackTitle}>{tour.title}</span>
                <span className={css.fallbackMeta}>
                  {tour.price} · {tour.rating} ★ on {siteConfig.marketplaceName} <span aria-hidden="true">↗</span>
                </span>
                {NEW_TAB}
              </PartnerLink>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
