import { SiteLink } from '../components/site-link.js';
import { HOME, NOT_FOUND_SUGGESTIONS } from '../../domain/navigation/site-places.js';
import { button } from '../components/button.js';
import { GoBackButton } from '../components/go-back-button.js';
import { Island } from '../islands/island.js';
import * as css from './not-found-page.css.js';

/** docs/product.md §2 "404 screen". Its title and robots noindex come from NOT_FOUND_SEO via the route table. */
export function NotFoundPage() {
  return (
    <div className={css.wrapper}>
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 className={css.title}>Page Not Found</h1>
      <p className={css.text}>The page you're looking for doesn't exist or has moved. Let's get you back on the trail.</p>
      <div className={css.actions}>
        <SiteLink to={HOME.path} className={button()}>
          Go Home
        </SiteLink>
        <Island name="go-back-button" when="idle" component={GoBackButton} props={{}} />
      </div>
      <nav aria-label="Popular pages" className={css.suggestions}>
        <h2 className={css.suggestionsTitle}>Popular pages</h2>
        <ul className={css.list}>
          {NOT_FOUND_SUGGESTIONS.map((place) => (
            <li key={place.label}>
              <SiteLink to={place.path}>{place.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
