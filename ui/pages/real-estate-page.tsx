import { brokerLink } from '../../domain/clicks/catalogue-links.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import { PartnerLink } from '../components/partner-link.js';
import type { LinkPlacement } from '../../domain/clicks/link-catalogue.js';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import { contactClick, ctaClick, propertyClick } from '../../domain/analytics/events.js';
import { developmentsJsonLd } from '../../domain/seo/development-structured-data.js';
import { jsonLdScript } from '../../domain/seo/structured-data.js';
import { badge } from '../components/badge.js';
import { button } from '../components/button.js';
import { FallbackImage } from '../components/fallback-image.js';
import { trackedClick } from '../components/tracked-click.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../content/illustrations.js';
import type { CondoDevelopmentView, PreSaleDevelopmentView, RealEstateView } from '../../domain/presentation/real-estate-view.js';
import {
  brokerCardTitle, brokerContacts, brokerStats, CONTACT_ANCHOR, CONTACT_TARGET, dreamHomeLink, FEATURED_BROKER, realEstateCta, REAL_ESTATE_HEADING, REAL_ESTATE_HERO_IMAGE,
  REAL_ESTATE_TAGLINE, type ContactLink,
} from '../content/real-estate.js';
import { siteConfig } from '../content/site-config.js';
import * as layout from '../styles/layout.css.js';
import * as css from './real-estate-page.css.js';

/**
 * A contact link of the page. Its data-contact-kind is the kind docs/product.md §7 contact_click reports, after the
 * events the link reports first (`before`: the property click and view of a development, the call to action);
 * outside addresses open in a new tab (docs/product.md §7, docs/decisions/013-outbound-link-rel.md), the broker's own
 * marked as paid (docs/decisions/133).
 */
function ContactAnchor({ link, className, placement, before = [] }: { link: ContactLink; className: string; placement: LinkPlacement; before?: readonly AnalyticsEvent[] }) {
  const tracked = trackedClick(before, contactClick(link.kind, CONTACT_TARGET));
  // The broker's own addresses are partner links, counted (docs/decisions/067); the page's anchors, mail and phone are not.
  return link.leads !== 'here' ? (
    <PartnerLink className={className} href={link.href} kind={link.leads === 'broker' ? 'broker' : 'external'} link={brokerLink(link.kind, link.label)} placement={placement} data-contact-kind={link.kind} {...tracked}>
      {link.label}
    </PartnerLink>
  ) : (
    <a className={className} href={link.href} data-contact-kind={link.kind} {...tracked}>
      {link.label}
    </a>
  );
}

/** docs/product.md §2 /real-estate: the featured broker's card, named by the settings, with the contact list Schedule Consultation jumps to. */
function BrokerCard({ broker: named, contacts }: { broker: RealEstateView['broker']; contacts: readonly ContactLink[] }) {
  const broker = FEATURED_BROKER;
  return (
    <section className={layout.section} aria-labelledby="broker-title">
      <div className={css.brokerCard}>
        <div>
          <h2 id="broker-title" className={css.brokerTitle}>
            {brokerCardTitle(named)}
          </h2>
          {/* Before the page's first link to the broker (issue 37): what a referral may earn us. */}
          <AffiliateDisclosure partner="broker" brokerName={named.name} />
          {broker.about.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <h3 id="broker-specializations" className={css.subheading}>
            Specializations
          </h3>
          <ul className={css.checkList} aria-labelledby="broker-specializations">
            {broker.specializations.map((specialization) => (
              <li key={specialization} className={css.checkItem}>
                {specialization}
              </li>
            ))}
          </ul>
          <h3 id="broker-markets" className={css.subheading}>
            Featured Markets
          </h3>
          <ul className={css.badgeList} aria-labelledby="broker-markets">
            {named.markets.map((market) => (
              <li key={market} className={badge({ tone: 'brand' })}>
                {market}
              </li>
            ))}
          </ul>
          <p className={css.priceRange}>{broker.priceRange}</p>
        </div>
        <div className={css.aside}>
          <dl className={css.stats}>
            {brokerStats(named).map((stat) => (
              <div key={stat.label} className={css.stat}>
                <dt className={css.statLabel}>{stat.label}</dt>
                <dd className={css.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <h3 id="broker-contact" className={css.subheading}>
            Contact the Broker
          </h3>
          <ul id={CONTACT_ANCHOR} className={css.contactList} aria-labelledby="broker-contact">
            {contacts.map((link, index) => (
              <li key={link.kind}>
                <ContactAnchor link={link} className={`${button({ variant: 'secondary', width: 'full' })} ${css.contactLink}`} placement={{ section: 'broker-contacts', position: index + 1 }} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** docs/product.md §2, §9: a project sold before completion (Serena Luxury Condos, at Coco Beach, Guanacaste). */
function PreSaleSection({ development: serena, linkPosition }: { development: PreSaleDevelopmentView; linkPosition: number }) {
  const titleId = `${serena.id}-title`;
  return (
    <section className={layout.section} aria-labelledby={titleId}>
      <div className={css.development}>
        <FallbackImage
          className={css.developmentImage}
          src={serena.image.src}
          alt={serena.image.alt}
          width={ILLUSTRATION_WIDTH}
          height={ILLUSTRATION_HEIGHT}
          loading="lazy"
        />
        <div className={css.developmentBody}>
          <div className={css.developmentHeader}>
            <h2 id={titleId} className={css.developmentTitle}>
              {serena.name}
            </h2>
            <p className={css.status}>
              <span className={layout.visuallyHidden}>Construction status: </span>
              <span className={badge({ tone: 'amber' })}>{serena.status}</span>
            </p>
          </div>
          <p className={css.location}>{serena.location}</p>
          <p className={css.summary}>{serena.summary}</p>
          <p className={css.priceBox}>
            <span className={badge({ tone: 'accent' })}>{serena.saleLabel}</span>
            <strong className={css.price}>{serena.priceLabel}</strong>
            <span className={css.priceNote}>{serena.priceNote}</span>
          </p>
          <h3 id={`${serena.id}-incentives`} className={css.subheading}>
            Buyer Incentives
          </h3>
          <ul className={css.checkList} aria-labelledby={`${serena.id}-incentives`}>
            {serena.incentives.map((incentive) => (
              <li key={incentive} className={css.checkItem}>
                {incentive}
              </li>
            ))}
          </ul>
          <p className={css.delivery} {...(serena.delivery.past ? { 'data-delivery-past': '' } : {})}>
            {serena.delivery.text}
          </p>
          <ContactAnchor
            link={dreamHomeLink(serena.link)}
            className={`${button()} ${css.action}`}
            placement={{ section: 'developments', position: linkPosition }}
            before={propertyClick({ name: serena.name, price: serena.price })}
          />
        </div>
      </div>
    </section>
  );
}

/** docs/product.md §2, §9: a condominium selling its units (Condominio Zura, in Escazú, San José). */
function CondoSection({ development: zura }: { development: CondoDevelopmentView }) {
  const titleId = `${zura.id}-title`;
  return (
    <section className={layout.section} aria-labelledby={titleId}>
      <div className={css.development}>
        <FallbackImage
          className={css.developmentImage}
          src={zura.image.src}
          alt={zura.image.alt}
          width={ILLUSTRATION_WIDTH}
          height={ILLUSTRATION_HEIGHT}
          loading="lazy"
        />
        <div className={css.developmentBody}>
          <h2 id={titleId} className={css.developmentTitle}>
            {zura.name}
          </h2>
          <p className={css.location}>{zura.location}</p>
          <p className={css.summary}>{zura.summary}</p>
          <ul className={css.keyFacts} aria-label={`${zura.name} at a glance`}>
            {zura.keyFacts.map((fact) => (
              <li key={fact.unit} className={css.keyFact}>
                <strong className={css.keyFigure}>{fact.figure}</strong> {fact.unit}
              </li>
            ))}
          </ul>
          <h3 id={`${zura.id}-amenities`} className={css.subheading}>
            Amenities
          </h3>
          <ul className={`${css.checkList} ${css.amenities}`} aria-labelledby={`${zura.id}-amenities`}>
            {zura.amenities.map((amenity) => (
              <li key={amenity} className={css.checkItem}>
                {amenity}
              </li>
            ))}
          </ul>
          <h3 id={`${zura.id}-status`} className={css.subheading}>
            Project Status
          </h3>
          <ul className={css.statusList} aria-labelledby={`${zura.id}-status`}>
            {zura.projectStatus.map((stage) => (
              <li key={stage.label} className={css.statusItem}>
                <span className={`${css.statusMarker} ${stage.done ? css.statusDone : css.statusOngoing}`} aria-hidden="true">
                  {stage.done ? '✓' : '●'}
                </span>
                {stage.label}
              </li>
            ))}
          </ul>
          <figure className={css.testimonial}>
            <blockquote className={css.quote}>
              <p className={css.quote}>“{zura.testimonial.quote}”</p>
            </blockquote>
            <figcaption className={css.attribution}>— {zura.testimonial.attribution}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}

/**
 * docs/product.md §2 /real-estate: hero, the featured broker's card, the developments in their order (the Coco Beach
 * Guanacaste pre-sale project, Serena, and the Escazú San José condo, Zura) and a closing call to action; every
 * figure is docs/product.md §9's. The search metadata comes with the route (domain/seo/fixed-page-seo.ts); the developments are
 * also described as JSON-LD.
 */
export function RealEstatePage({ view }: { view: RealEstateView }) {
  const cta = realEstateCta(view.broker);
  // Each development's link to the broker's site is placed by its order among the page's development links (docs/decisions/067).
  const linkPositions = new Map(view.developments.filter((development) => development.kind === 'pre-sale').map((development, index) => [development.id, index + 1]));
  return (
    <>
      <section className={layout.splitHero} aria-labelledby="real-estate-title">
        <div className={layout.splitHeroText}>
          <h1 id="real-estate-title" className={layout.heroTitle}>
            {REAL_ESTATE_HEADING}
          </h1>
          <p className={layout.lead}>{REAL_ESTATE_TAGLINE}</p>
        </div>
        <FallbackImage
          className={layout.splitHeroImage}
          src={REAL_ESTATE_HERO_IMAGE.src}
          alt={REAL_ESTATE_HERO_IMAGE.alt}
          width={ILLUSTRATION_WIDTH}
          height={ILLUSTRATION_HEIGHT}
          fetchPriority="high"
        />
      </section>
      <div className={layout.page}>
        <BrokerCard broker={view.broker} contacts={brokerContacts(view)} />
        {view.developments.map((development) =>
          development.kind === 'pre-sale' ? (
            <PreSaleSection key={development.id} development={development} linkPosition={linkPositions.get(development.id)!} />
          ) : (
            <CondoSection key={development.id} development={development} />
          ),
        )}
        <section className={css.cta} aria-labelledby="real-estate-cta-title">
          <h2 id="real-estate-cta-title" className={css.ctaTitle}>
            {cta.title}
          </h2>
          <p className={css.ctaText}>{cta.text}</p>
          <p className={css.ctaButtons}>
            <ContactAnchor link={cta.consultation} className={button()} placement={{ section: 'call-to-action', position: 1 }} before={[ctaClick(cta.consultation.label)]} />
            <ContactAnchor link={cta.listings} className={button({ variant: 'secondary' })} placement={{ section: 'call-to-action', position: 2 }} before={[ctaClick(cta.listings.label)]} />
          </p>
        </section>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(developmentsJsonLd(view.structuredData, siteConfig.mainDomain)) }} />
      </div>
    </>
  );
}
