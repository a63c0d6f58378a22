import { Link } from 'react-router-dom';
import { useDomainDescription } from '../api/domain-descriptions.js';
import { ALL_TOURS, DESTINATIONS, RELOCATION_ANCHOR, REAL_ESTATE } from '../content/site-map.js';
import { button } from '../components/button.css.js';
import { useClientValue } from '../hooks/use-client-value.js';
import * as layout from '../styles/layout.css.js';
import * as css from './home-page.css.js';

/** docs/product.md §2 Home: hero, tours, real estate, photography, travel essentials, relocation. */
export function HomePage() {
  // docs/product.md §2, §5: the current host is only known in the browser, so the description fills in after hydration (docs/architecture.md §4).
  const host = useClientValue<string | null>(() => window.location.host, null);
  const domainDescription = useDomainDescription(host);
  return (
    <>
      <section className={layout.hero}>
        <h1 className={layout.heroTitle}>Discover Pura Vida in Costa Rica</h1>
        <p className={layout.lead}>Hand-picked tours, trusted real-estate partners and everything you need to visit, or to stay for good.</p>
        {domainDescription && <p className={css.domainDescription}>{domainDescription}</p>}
        <p>
          <a className={button({ variant: 'light' })} href="#tours">Explore Tours</a>{' '}
          <a className={button({ variant: 'light' })} href="#real-estate">View Properties</a>
        </p>
      </section>
      <div className={layout.page}>
        <section id="tours" className={layout.section} aria-labelledby="home-tours">
          <h2 id="home-tours">Popular Tours</h2>
          <ul>
            {DESTINATIONS.map((destination) => (
              <li key={destination.slug}>
                <Link to={destination.path}>{destination.label}</Link>
              </li>
            ))}
          </ul>
          <Link className={button()} to={ALL_TOURS.path}>View All Tours</Link>
        </section>
        <section id="real-estate" className={layout.section} aria-labelledby="home-real-estate">
          <h2 id="home-real-estate">Costa Rica Real Estate</h2>
          <p>Beach condos in Guanacaste and homes in the Central Valley with a trusted broker.</p>
          <Link to={REAL_ESTATE.path}>See real estate</Link>
        </section>
        <section className={layout.section} aria-labelledby="home-photography">
          <h2 id="home-photography">Costa Rica Photography</h2>
        </section>
        <section className={layout.section} aria-labelledby="home-essentials">
          <h2 id="home-essentials">Travel Essentials</h2>
        </section>
        <section id={RELOCATION_ANCHOR} className={layout.section} aria-labelledby="home-relocation">
          <h2 id="home-relocation">Relocation Services</h2>
          <p>Residency, banking, healthcare and insurance, Spanish schools and property management.</p>
        </section>
      </div>
    </>
  );
}
