import { tourLink, widgetLink } from '../../domain/clicks/catalogue-links.js';
import { PartnerLink } from './partner-link.js';
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { marketplaceBookingUrl } from '../../domain/affiliate/marketplace-link.js';
import { PARTNER_WIDGET_SCRIPT_URL, partnerWidgetAttributes, partnerWidgetScriptAttributes } from '../../domain/affiliate/partner-widget.js';
import { partnerWidgetFallback, type PartnerWidgetFallback } from '../../domain/affiliate/partner-widget-fallback.js';
import { compactTourLine } from '../../domain/presentation/tour-card-variant.js';
import type { CatalogueLink, LinkPlacement } from '../../domain/clicks/link-catalogue.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import type { PartnerWidgetView as PartnerWidgetContent } from '../../domain/presentation/tour-page-view.js';
import { siteConfig } from '../content/site-config.js';
import { AffiliateDisclosure } from './affiliate-disclosure.js';
import { RenderedLinks } from './rendered-links.js';
import * as css from './partner-widget.css.js';
import { visuallyHidden } from '../styles/layout.css.js';

/** Plain data, as an island's props carry it (ui/islands/island.tsx; not imported: the registry loads this module). */
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** The widget's island props (docs/decisions/083): its content, plain data that JSON carries as it is. */
export type PartnerWidgetIslandProps = { readonly widget: { readonly [key: string]: Json } };

/**
 * The widget's content as its island carries it: of the catalogue's tours, only those the fallback would list (the
 * rule picks the same ones again from them), so the page does not carry every record twice. The content's types are
 * interfaces, which TypeScript does not let stand for JSON though they hold nothing else (strings, numbers, arrays).
 */
export function partnerWidgetIslandProps(widget: PartnerWidgetContent): PartnerWidgetIslandProps {
  const fallback = partnerWidgetFallback(widget.fallbackTours);
  const carried: PartnerWidgetContent = { ...widget, fallbackTours: fallback.kind === 'tours' ? fallback.tours : [] };
  return { widget: carried as unknown as PartnerWidgetIslandProps['widget'] };
}

/** The widget drawn from its island props (./partner-widget-island.tsx and the page's prerender alike). */
export function PartnerWidgetIsland({ widget }: PartnerWidgetIslandProps) {
  return <PartnerWidget widget={widget as unknown as PartnerWidgetContent} />;
}

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
 * Issue 37 point 5 (docs/decisions/112): the reserved box shows its fallback from the start, prerendered, so a page
 * without scripts or with the partner blocked never shows an empty grey box; the widget replaces it when it draws.
 */
export function PartnerWidget({ widget }: { widget: PartnerWidgetContent }) {
  const fallback = partnerWidgetFallback(widget.fallbackTours);
  const rendered = useContext(RenderedLinks);
  for (const [link, placement] of fallbackLinks(widget, fallback)) rendered?.add(link, placement);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = PARTNER_WIDGET_SCRIPT_URL;
    script.async = true;
    script.setAttribute(SCRIPT_MARKER, '');
    for (const [name, value] of Object.entries(partnerWidgetScriptAttributes(widget.widgetPartnerId))) script.setAttribute(name, value);
    document.body.appendChild(script);
    return () => script.remove();
  }, [widget.widgetPartnerId]);
  const area = useRef<HTMLDivElement>(null);
  const filled = useFilled(area);

  const headingId = 'partner-widget-title';
  return (
    <section className={css.block} aria-labelledby={headingId}>
      <h2 id={headingId}>{widget.title}</h2>
      {/* The widget's tours and the link under it are the marketplace's paid links: their line comes first (docs/decisions/096). */}
      <AffiliateDisclosure partner="marketplace" />
      <div className={fallback.kind === 'search' ? css.compactBox : css.box}>
        {/* The script owns this element's children: React never renders into it. */}
        <div ref={area} className={css.area} {...partnerWidgetAttributes({ partnerId: widget.widgetPartnerId, query: widget.query })} />
        {!filled && <WidgetFallback widget={widget} fallback={fallback} />}
      </div>
      {/* Where the fallback is this same search (Arenal), the link shows only once the widget has taken the box. */}
      <p className={css.fallback} {...(fallback.kind === 'search' ? { 'data-after-widget': '' } : {})}>
        <PartnerLink
          href={marketplaceBookingUrl(widget.partnerId, `${widget.query} tours`)}
          kind="tour"
          link={searchLink(widget)}
          placement={{ section: 'partner-widget', position: 1 }}
        >
          See every {widget.query} tour on {siteConfig.marketplaceName}
        </PartnerLink>
      </p>
    </section>
  );
}

const searchLink = (widget: PartnerWidgetContent) => widgetLink(widget.query, `Every ${widget.query} tour on ${siteConfig.marketplaceName}`);

/** Where the fallback shows its links: a section of its own, in list order. */
const fallbackPlacement = (position: number): LinkPlacement => ({ section: 'partner-widget-fallback', position });

/** The partner links the fallback may draw, and where: the tours' own links, or the marketplace search for the place. */
function fallbackLinks(widget: PartnerWidgetContent, fallback: PartnerWidgetFallback<PublicTour>): [CatalogueLink, LinkPlacement][] {
  return fallback.kind === 'search' ? [[searchLink(widget), fallbackPlacement(1)]] : fallback.tours.map((tour, index) => [tourLink(tour), fallbackPlacement(index + 1)]);
}

/** What the widget's box shows until the widget draws (domain/affiliate/partner-widget-fallback.ts). */
function WidgetFallback({ widget, fallback }: { widget: PartnerWidgetContent; fallback: PartnerWidgetFallback<PublicTour> }) {
  const placement = fallbackPlacement;
  return (
    <div className={css.fallbackBox} data-partner-fallback="">
      <p className={css.fallbackLead}>
        {fallback.kind === 'search'
          ? `The tours below are our picks; ${siteConfig.marketplaceName} lists every other ${widget.query} tour:`
          : `Our picks of ${widget.query} tours, each booked on ${siteConfig.marketplaceName}:`}
      </p>
      <ul className={css.fallbackList}>
        {fallback.kind === 'search' ? (
          <li>
            <PartnerLink
              className={css.fallbackLink}
              href={marketplaceBookingUrl(widget.partnerId, `${widget.query} tours`)}
              kind="tour"
              link={searchLink(widget)}
              placement={placement(1)}
            >
              <span className={css.fallbackTitle}>
                {widget.query} tours on {siteConfig.marketplaceName}
              </span>
              <span className={css.fallbackMeta}>Every tour there, with its price and reviews</span>
            </PartnerLink>
          </li>
        ) : (
          fallback.tours.map((tour, index) => (
            <li key={tour.id}>
              <PartnerLink className={css.fallbackLink} href={tour.bookingUrl} kind="tour" link={tourLink(tour)} placement={placement(index + 1)}>
                <span className={css.fallbackTitle}>{tour.title}</span>
                <CompactTourLine tour={tour} />
              </PartnerLink>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

/** The tour's price with its unit and its rating, as the cards give them; the star glyph is for eyes only. */
function CompactTourLine({ tour }: { tour: PublicTour }) {
  const line = compactTourLine(tour, siteConfig.marketplaceName);
  return (
    <span className={css.fallbackMeta}>
      <span aria-hidden="true">{line.shown}</span>
      <span className={visuallyHidden}>{line.spoken}</span>
    </span>
  );
}
