import { useContext, useEffect, useState } from 'react';
import type { CatalogueLink } from '../../domain/clicks/link-catalogue.js';
import { usePartnerFallback } from '../hooks/use-partner-fallback.js';
import { PartnerLink } from './partner-link.js';
import type { LinkPlacement } from '../../domain/clicks/link-catalogue.js';
import { RenderedLinks } from './rendered-links.js';
import * as css from './retail-ad-frame.css.js';

/** The frame's props, JSON all through: the frame is an island, whose props the page writes into its marker (docs/decisions/083). */
export type RetailAdFrameProps = {
  /** The retailer's ad frame URL, with the partner tag. */
  readonly src: string;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  /** The retailer link the frame stands for, shown in its place when the frame does not load. */
  readonly href: string;
  readonly link: Pick<CatalogueLink, keyof CatalogueLink>;
  readonly placement: Pick<LinkPlacement, keyof LinkPlacement>;
  /** The fallback link's text. */
  readonly label: string;
};

/**
 * Whether the frame's host answers at all. A frame's `load` event fires for the browser's own error page too, so it
 * cannot tell a frame a content blocker or a lost connection stopped from one that arrived; a request to the same
 * host can, since the same blocker or network stops it the same way. `no-cors`: we never read the answer.
 */
function useHostAnswers(src: string): boolean {
  const [answers, setAnswers] = useState(false);
  useEffect(() => {
    let current = true;
    fetch(new URL('/', src).href, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).then(
      () => current && setAnswers(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [src]);
  return answers;
}

/**
 * docs/product.md §2: the retailer's ad frame, its box reserved by its width and height. Issue 18.6: when the frame has
 * not arrived within a few seconds (blocked, offline, slow), the same box shows the retailer link the ad stood for,
 * with the same click count; when the frame arrives after all, the link gives way to it. An island (`idle`): its wait
 * starts when the page is idle, so the link is in place by the time a visitor scrolls down to the box.
 */
export function RetailAdFrame({ src, title, width, height, href, link, placement, label }: RetailAdFrameProps) {
  const [frameLoaded, setFrameLoaded] = useState(false);
  const hostAnswers = useHostAnswers(src);
  const showFallback = usePartnerFallback(frameLoaded && hostAnswers);
  // The link is drawn only in the browser, after the wait: the prerender still names it, so the click catalogue it
  // writes (docs/decisions/067) accepts its reports.
  useContext(RenderedLinks)?.add(link, placement);
  return (
    <div className={css.box} style={{ width, height }}>
      <iframe
        className={css.frame}
        title={title}
        src={src}
        width={width}
        height={height}
        loading="lazy"
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        onLoad={() => setFrameLoaded(true)}
      />
      {showFallback && (
        <PartnerLink className={css.fallback} href={href} kind="retail" link={link} placement={placement} data-partner-fallback="">
          {label}
        </PartnerLink>
      )}
    </div>
  );
}
