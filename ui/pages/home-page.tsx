import { brokerLink } from '../../domain/clicks/catalogue-links.js';
import { PartnerLink } from '../components/partner-link.js';
import { SiteLink } from '../components/site-link.js';
import { ctaClick } from '../../domain/analytics/events.js';
import { OutboundLink } from '../components/outbound-link.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import { button } from '../components/button.js';
import { FallbackImage } from '../components/fallback-image.js';
import { TourCard } from '../components/tour-card.js';
import { photoCardsOf } from '../components/card-photos.js';
import { PHOTO_SLOTS } from '../components/tour-card-slots.js';
import { TourCardPhotos } from '../components/tour-card-photos.js';
import { DomainDescription } from '../components/domain-description.js';
import { NewsletterForm } from '../components/newsletter-form.js';
import { Island } from '../islands/island.js';
import { RelocationBookingButton } from '../components/relocation-booking-button.js';
import { RELOCATION_NEXT_STEPS } from '../../domain/relocation/consultation-form.js';
import { trackedClick } from '../components/tracked-click.js';
import { BROKER_TEASER_IMAGE, brokerLocations, heroClaims, PHOTO_GALLERY, PHOTO_LICENSING, PHOTO_TILES, RELOCATION_SERVICES } from '../content/home.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import { ALL_TOURS, RELOCATION_ANCHOR, REAL_ESTATE, TRAVEL_ESSENTIALS } from '../../domain/navigation/site-places.js';
import * as layout from '../styles/layout.css.js';
import * as css from './home-page.css.js';
import { cardImageLoading } from '../../domain/presentation/image-loading.js';
import type { HomePageView } from '../../domain/presentation/home-page-view.js';

/** docs/product.md §2 Home: the section ids the hero buttons and the header's Relocation link jump to. */
export const HOME_SECTION_IDS = { tours: 'tours', realEstate: 'real-estate', relocation: RELOCATION_ANCHOR } as const;

/** docs/product.md §2 Home: the tours' categories in their colours. */
const HOME_CARD_VARIANT = { homeBadge: true } as const;

/**
 * docs/product.md §2 Home, sections in order: hero, tours, real estate, photography, travel
 * essentials, relocation. The tours, the destinations and the contacts are the home page record's view
 * (domain/presentation/home-page-view.ts); the rest is the page's copy (ui/content/home.ts).
 */
export function HomePage({ view }: { view: HomePageView }) {
  /** The home cards' photos (docs/product.md §2 Home): every card may show a curated photo, a linked one the operator's. */
  const cardPhotos = {
    cards: photoCardsOf(view.tours, (index) => cardImageLoading(index, 'text only'), { curated: true }),
    curated: view.marketplaceTours.map(({ tourId, title, bookingUrl }) => ({ tourId, title, bookingUrl })),
  };
  /** A call to action: its label, and the cta_click it reports (docs/product.md §7). */
  const cta = (label: string) => ({ children: label, ...trackedClick(ctaClick(label)) });

  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={layout.heroTitle}>
          {view.heading}
        </h1>
        <p className={layout.lead}>Hand-picked tours, trusted real-estate partners and everything you need to visit, or to stay for good.</p>
        {/* docs/product.md §2, §5: the current host is only known in the browser; the line, its room reserved, fills in there. */}
        <Island name="domain-description" when="idle" component={DomainDescription} props={{}} />
        <p className={css.heroButtons}>
          <a className={button({ variant: 'light' })} href={`#${HOME_SECTION_IDS.tours}`} {...cta('Explore Tours')} />
          <a className={button({ variant: 'light' })} href={`#${HOME_SECTION_IDS.realEstate}`} {...cta('View Properties')} />
        </p>
        <dl className={css.claims}>
          {heroClaims(view.figures).map((claim) => (
            <div key={claim.label} className={css.claim}>
              <dt className={css.claimLabel}>{claim.label}</dt>
              <dd className={css.claimValue}>{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={layout.page}>
        <section id={HOME_SECTION_IDS.tours} className={layout.section} aria-labelledby="home-tours">
          <h2 id="home-tours">{view.toursTitle}</h2>
          <p className={css.sectionLead}>Twelve favourites across the country, each bookable with our partner {siteConfig.marketplaceName}.</p>
          <AffiliateDisclosure partner="marketplace" />
          <div className={css.tourGrid}>
            {view.tours.map((tour, index) => (
              <TourCard key={tour.id} tour={tour} variant={HOME_CARD_VARIANT} imageLoading={cardImageLoading(index, 'text only')} placement={{ section: 'tours', position: index + 1 }} />
            ))}
          </div>
          {/* The operator's own photo of a linked tour first (docs/product.md §3 mapping), else the curated marketplace photo;
              loaded when the cards come near the window (below the hero on a phone). */}
          <Island name="tour-card-photos" when="visible" near={PHOTO_SLOTS} component={TourCardPhotos} props={cardPhotos} />
          <nav aria-labelledby="home-destinations" className={css.destinations}>
            <h3 id="home-destinations">Explore by destination</h3>
            <ul className={css.destinationList}>
              {view.destinationPages.map((destination) => (
                <li key={destination.path}>
                  <SiteLink className={css.destinationLink} to={destination.path}>
                    {destination.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <SiteLink className={button()} to={ALL_TOURS.path} {...cta('View All Tours')} />
        </section>

        <section id={HOME_SECTION_IDS.realEstate} className={layout.section} aria-labelledby="home-real-estate">
          <h2 id="home-real-estate">Costa Rica Real Estate</h2>
          <p className={css.sectionLead}>Beach condos in Guanacaste and homes in the Central Valley with a trusted broker.</p>
          <ul className={css.cardGrid}>
            {/* The developments of /real-estate as that page describes them, and its broker (issue 37). */}
            {view.developments.map((development) => (
              <li key={development.id} className={css.card}>
                <SiteLink to={REAL_ESTATE.path} className={css.cardLink}>
                  <FallbackImage src={development.image} alt="" width={ILLUSTRATION_WIDTH} height={ILLUSTRATION_HEIGHT} loading="lazy" className={css.cardImage} />
                  <span className={css.cardBody}>
                    <strong className={css.cardTitle}>{development.name}</strong>
                    <span className={css.cardMeta}>{development.location}</span>
                    <span>{development.summary}</span>
                  </span>
                </SiteLink>
              </li>
            ))}
            <li className={css.card}>
              <SiteLink to={REAL_ESTATE.path} className={css.cardLink}>
                <FallbackImage src={BROKER_TEASER_IMAGE} alt="" width={ILLUSTRATION_WIDTH} height={ILLUSTRATION_HEIGHT} loading="lazy" className={css.cardImage} />
                <span className={css.cardBody}>
                  <strong className={css.cardTitle}>{view.broker.name}: featured broker</strong>
                  <span className={css.cardMeta}>{brokerLocations(view.broker.keyLocations)}</span>
                  <span>Listings from about $150K to $650K+ USD, with a broker who works with foreign buyers.</span>
                </span>
              </SiteLink>
            </li>
          </ul>
          {/* The broker may pay a referral fee (docs/decisions/133): its line comes before its link. */}
          <AffiliateDisclosure partner="broker" brokerName={view.broker.name} />
          <PartnerLink className={button({ variant: 'secondary' })} href={view.brokerSiteUrl} kind="broker" link={brokerLink('contact-broker', 'Contact Broker')} placement={{ section: 'real-estate', position: 1 }} {...cta('Contact Broker')} />
        </section>

        <section className={layout.section} aria-labelledby="home-photography">
          <h2 id="home-photography">Costa Rica Photography</h2>
          <ul className={css.tileGrid}>
            {PHOTO_TILES.map((tile) => (
              <li key={tile.id} className={css.tile}>
                <FallbackImage src={tile.image} alt={tile.alt} width={ILLUSTRATION_WIDTH} height={ILLUSTRATION_HEIGHT} loading="lazy" className={css.tileImage} />
                <span className={css.tileText}>
                  <strong>{tile.title}</strong>
                  <span>{tile.subtitle}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className={css.linkRow}>
            <OutboundLink className={button()} href={PHOTO_GALLERY.url} kind="external">
              {PHOTO_GALLERY.label}
            </OutboundLink>
            <OutboundLink className={button({ variant: 'secondary' })} href={PHOTO_LICENSING.url} kind="external">
              {PHOTO_LICENSING.label}
            </OutboundLink>
          </p>
        </section>

        <section className={layout.section} aria-labelledby="home-essentials">
          <h2 id="home-essentials">Travel Essentials</h2>
          <ul className={css.essentials}>
            {/* Real products of /travel-essentials, as that page shows them (issue 37): the button below leads to them. */}
            {view.essentials.map((item) => (
              <li key={item.id} className={css.essential}>
                <span className={css.essentialIcon}>
                  <FallbackImage src={item.imageUrl} alt="" width={96} height={60} loading="lazy" />
                </span>
                <span className={css.essentialName}>{item.title}</span>
                <span className={css.essentialPrice}>{item.price}</span>
              </li>
            ))}
          </ul>
          <SiteLink className={button({ variant: 'secondary' })} to={TRAVEL_ESSENTIALS.path} {...cta('Shop Travel Essentials')} />
        </section>

        <section id={HOME_SECTION_IDS.relocation} className={layout.section} aria-labelledby="home-relocation">
          <h2 id="home-relocation">Relocation Services</h2>
          <div className={css.relocation}>
            <div>
              <ul className={css.services}>
                {RELOCATION_SERVICES.map((service) => (
                  <li key={service.title} className={css.service}>
                    <strong>{service.title}</strong>
                    <span>{service.description}</span>
                  </li>
                ))}
              </ul>
              {/* Issue 39 point 3: what happens after a request, and when, said before the visitor sends one. */}
              <p className={css.nextSteps}>{RELOCATION_NEXT_STEPS}</p>
              {/* When it comes near the window, far down the page; a tap before its code arrived is made again once it has. */}
              <Island name="relocation-booking-button" when="visible" component={RelocationBookingButton} props={{}} />
              <address className={css.contact}>
                Questions? Write to <a href={`mailto:${view.support.email}`}>{view.support.email}</a>
                {view.support.phone ? (
                  <>
                    {' '}
                    or call <a href={`tel:${view.support.phone.replace(/\s+/g, '')}`}>{view.support.phone}</a>
                  </>
                ) : null}
                .
              </address>
            </div>
            <Island name="newsletter-form" when="visible" component={NewsletterForm} props={{}} />
          </div>
        </section>
      </div>
    </>
  );
}
