import { useState } from 'react';
import { toursPageView } from '../../domain/presentation/tours-page-view.js';
import { ALL_DESTINATIONS } from '../../domain/tours/tour-filters.js';
import { useTourImages } from '../api/tour-images.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import { siteConfig } from '../content/site-config.js';
import { FilterRow } from '../components/filter-row.js';
import { TopicIcon } from '../components/topic-icon.js';
import { TourCard } from '../components/tour-card.js';
import { TOUR_DESTINATIONS } from '../content/catalogue/catalogue.js';
import * as layout from '../styles/layout.css.js';
import * as css from './tours-page.css.js';

/** docs/product.md §2 /tours: every destination's tours, with the operator's custom images where mapped. */
export function ToursPage() {
  const { data: customImages = [] } = useTourImages();
  const [destination, setDestination] = useState(ALL_DESTINATIONS);
  const view = toursPageView(TOUR_DESTINATIONS, destination, customImages);

  return (
    <>
      <section className={layout.hero}>
        <h1 className={layout.heroTitle}>Costa Rica Tours &amp; Adventures</h1>
        <p className={layout.lead}>
          Volcano hikes, cloud-forest bridges, surf lessons and wildlife safaris across {TOUR_DESTINATIONS.length} destinations, hand-picked
          and bookable with a trusted partner.
        </p>
      </section>
      <div className={layout.page}>
        <AffiliateDisclosure partner={siteConfig.marketplaceName} />
        <FilterRow
          label="Filter tours by destination"
          options={view.filter.options}
          chosen={view.filter.chosen}
          onChoose={setDestination}
          result={view.filter.announcement}
        />
        {view.sections.map(({ destination: shown, headingId, comingSoon, cards }) => {
          return (
            <section key={shown.name} className={layout.section} aria-labelledby={headingId}>
              <header className={css.sectionHeader}>
                <span className={css.icon} style={{ color: shown.colour }} aria-hidden="true">
                  <TopicIcon name={shown.icon} size={40} />
                </span>
                <div>
                  <h2 id={headingId} className={css.sectionTitle}>
                    {shown.name}
                  </h2>
                  <p className={css.sectionDescription}>{shown.description}</p>
                </div>
              </header>
              {comingSoon ? (
                <div className={css.comingSoon}>
                  <h3>{comingSoon.title}</h3>
                  <p>{comingSoon.text}</p>
                </div>
              ) : (
                <div className={css.tourGrid}>
                  {cards.map((card) => (
                    <TourCard key={card.tour.id} tour={card.tour} photo={card.photo} imageLoading={card.imageLoading} placement={card.placement} />
                  ))}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
