import { useState } from 'react';
import { jsonLdScript, tourOffersJsonLd } from '../../domain/seo/structured-data.js';
import { ALL_CATEGORIES, categoryFilterOptions, filterResultAnnouncement, toursInCategory } from '../../domain/tours/tour-filters.js';
import { DestinationTourCard } from '../components/destination-tour-card.js';
import { FilterRow } from '../components/filter-row.js';
import { HotelsBlock } from '../components/hotels-block.js';
import { PartnerWidget } from '../components/partner-widget.js';
import { HOTELS } from '../content/hotels.js';
import { illustrationUrl } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import type { TourPageContent } from '../content/tour-pages/tour-page-content.js';
import * as layout from '../styles/layout.css.js';
import * as css from './tour-page.css.js';
import { cardImageLoading } from '../../domain/presentation/image-loading.js';

/**
 * docs/product.md §2 "Destination and activity pages": hero, an introduction with two headline
 * facts, the hotels block where the destination has one, the partner widget where the page has
 * one, and the category filter over the page's tour cards.
 */
export function TourPage({ heading, content }: { heading: string; content: TourPageContent }) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const place = heading;
  return (
    <>
      <section className={layout.splitHero}>
        <div className={layout.splitHeroText}>
          <h1 className={layout.heroTitle}>{heading}</h1>
          <p className={layout.lead}>{content.tagline}</p>
        </div>
        <img className={layout.splitHeroImage} src={illustrationUrl(content.heroIllustration)} alt="" width={800} height={500} fetchPriority="high" />
      </section>
      <div className={layout.page}>
        <section className={css.intro} aria-labelledby="intro-title">
          <div>
            <h2 id="intro-title">{content.introTitle}</h2>
            {content.introParagraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <dl className={css.facts}>
            {content.facts.map((fact) => (
              <div key={fact.label} className={css.fact}>
                <dt className={css.factLabel}>{fact.label}</dt>
                <dd className={css.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {content.hotels && <HotelsBlock place={place} hotels={HOTELS[content.hotels]} />}
        {content.partnerWidget && <PartnerWidget widget={content.partnerWidget} tours={content.tours} />}
        {content.tours.length > 0 && (
          <section className={layout.section} aria-labelledby="tours-title">
            <h2 id="tours-title">{content.toursTitle}</h2>
            <FilterRow
              label="Filter tours by category"
              options={categoryFilterOptions(content.tours)}
              chosen={category}
              onChoose={setCategory}
              result={filterResultAnnouncement(toursInCategory(content.tours, category).length, category)}
            />
            <div className={css.grid}>
              {toursInCategory(content.tours, category).map((tour, index) => (
                <DestinationTourCard
                  key={tour.id}
                  tour={tour}
                  variant={content.cardVariant}
                  imageLoading={cardImageLoading(index, 'image')}
                  trackingActivity={content.trackingActivity}
                  placement={{ section: 'tours', position: index + 1 }}
                />
              ))}
            </div>
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(tourOffersJsonLd(content.tours, siteConfig.mainDomain)) }} />
          </section>
        )}
      </div>
    </>
  );
}
