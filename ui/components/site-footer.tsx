import { Link } from 'react-router-dom';
import { COOKIE_SETTINGS_LABEL } from '../content/consent.js';
import { DESTINATIONS, FOOTER_EXPLORE, FOOTER_LEGAL } from '../content/site-map.js';
import { siteConfig } from '../content/site-config.js';
import { useClientValue } from '../hooks/use-client-value.js';
import * as css from './footer.css.js';

/** The year the static HTML was built; the browser replaces it with today's year. */
const BUILD_YEAR = new Date().getFullYear();

/** docs/product.md §2 "Footer", with the Cookie settings link that reopens the consent choice (docs/decisions/040). */
export function SiteFooter({ onCookieSettings }: { onCookieSettings: () => void }) {
  const host = useClientValue(() => window.location.hostname, '');
  const year = useClientValue(() => new Date().getFullYear(), BUILD_YEAR);

  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <nav aria-label="Explore">
          <h2 className={css.heading}>Explore</h2>
          <ul className={css.list}>
            {FOOTER_EXPLORE.map((place) => (
              <li key={place.path}>
                <Link className={css.link} to={place.path}>{place.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Destinations">
          <h2 className={css.heading}>Destinations</h2>
          <ul className={css.list}>
            {DESTINATIONS.map((destination) => (
              <li key={destination.slug}>
                <Link className={css.link} to={destination.path}>{destination.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={css.heading}>Contact</h2>
          <ul className={css.list}>
            <li>
              <a className={css.link} href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
            </li>
            {FOOTER_LEGAL.map((place) => (
              <li key={place.path}>
                <Link className={css.link} to={place.path}>{place.label}</Link>
              </li>
            ))}
            <li>
              {/* It opens a dialog rather than a page, so it is a button that reads like the links beside it. */}
              <button type="button" className={css.linkButton} onClick={onCookieSettings} aria-haspopup="dialog">
                {COOKIE_SETTINGS_LABEL}
              </button>
            </li>
          </ul>
        </div>
        <section className={css.visiting} aria-label="Domain">
          <p>
            You're visiting: <strong data-testid="current-domain">{host}</strong>
          </p>
          <p>All {siteConfig.siteName} domains redirect here.</p>
        </section>
      </div>
      <p className={css.copyright}>
        © {year} {siteConfig.siteName}. All rights reserved.
      </p>
    </footer>
  );
}
