import { COOKIE_SETTINGS_LABEL, OPENS_COOKIE_SETTINGS } from '../content/consent.js';
import { FOOTER_EXPLORE, FOOTER_LEGAL } from '../../domain/navigation/site-places.js';
import { useSiteShell } from '../site-render.js';
import { scriptsOnly } from '../styles/layout.css.js';
import { CurrentYear, VisitedHostLine } from './client-values.js';
import * as css from './footer.css.js';
import { SiteLink } from './site-link.js';

/** The year the static HTML was built; the browser replaces it with today's year. */
const BUILD_YEAR = new Date().getFullYear();

/** docs/product.md §2 "Footer", with the Cookie settings link that reopens the consent choice (docs/decisions/040). */
export function SiteFooter() {
  const { siteName, destinationPages, supportEmail } = useSiteShell();
  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <nav aria-label="Explore">
          <h2 className={css.heading}>Explore</h2>
          <ul className={css.list}>
            {FOOTER_EXPLORE.map((place) => (
              <li key={place.path}>
                <SiteLink className={css.link} to={place.path}>{place.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Destinations">
          <h2 className={css.heading}>Destinations</h2>
          <ul className={css.list}>
            {destinationPages.map((destination) => (
              <li key={destination.path}>
                <SiteLink className={css.link} to={destination.path}>{destination.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={css.heading}>Contact</h2>
          <ul className={css.list}>
            <li>
              <a className={css.link} href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
            {FOOTER_LEGAL.map((place) => (
              <li key={place.path}>
                <SiteLink className={css.link} to={place.path}>{place.label}</SiteLink>
              </li>
            ))}
            {/* Without JavaScript there is no choice to change and no dialog to open (docs/decisions/097). */}
            <li className={scriptsOnly}>
              {/* It opens a dialog rather than a page, so it is a button that reads like the links beside it. */}
              <button type="button" className={css.linkButton} {...{ [OPENS_COOKIE_SETTINGS]: '' }} aria-haspopup="dialog">
                {COOKIE_SETTINGS_LABEL}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <VisitedHostLine className={css.visiting} siteName={siteName} />
      <p className={css.copyright}>
        © <CurrentYear buildYear={BUILD_YEAR} /> {siteName}. All rights reserved.
      </p>
    </footer>
  );
}
