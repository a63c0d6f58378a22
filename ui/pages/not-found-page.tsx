import { Link, useNavigate } from 'react-router-dom';
import { HOME, NOT_FOUND_SUGGESTIONS } from '../content/site-map.js';
import { button } from '../components/button.css.js';
import * as css from './not-found-page.css.js';

/** docs/product.md §2 "404 screen". Its title and robots noindex come from NOT_FOUND_SEO via the route table. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={css.wrapper}>
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 className={css.title}>Page Not Found</h1>
      <p className={css.text}>The page you're looking for doesn't exist or has moved. Let's get you back on the trail.</p>
      <div className={css.actions}>
        <Link to={HOME.path} className={button()}>
          Go Home
        </Link>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
      <nav aria-label="Popular pages" className={css.suggestions}>
        <h2 className={css.suggestionsTitle}>Popular pages</h2>
        <ul className={css.list}>
          {NOT_FOUND_SUGGESTIONS.map((place) => (
            <li key={place.label}>
              <Link to={place.path}>{place.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
