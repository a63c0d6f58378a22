import { slugOf } from '../../domain/clicks/catalogue-links.js';
import { useState } from 'react';
import { responsivePhotoOf } from '../../domain/images/responsive-photo.js';
import { cardImageLoading } from '../../domain/presentation/image-loading.js';
import { customTourImageFor } from '../../domain/tours/tour-id-mapping.js';
import { ALL_DESTINATIONS, comingSoonFor, destinationFilterOptions, destinationsShown, filterResultAnnouncement } from '../../domain/tours/tour-filters.js';
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
          options={destinationFilterOptions(TOUR_DESTINATIONS)}
          chosen={destination}
          onChoose={setDestination}
          result={filterResultAnnouncement(
            destinationsShown(TOUR_DESTINATIONS, destination).reduce((count, shown) => count + shown.tours.length, 0),
            destination,
          )}
        />
        {destinationsShown(TOUR_DESTINATIONS, destination).map((shown, sectionIndex, sections) => {
          // The card's place on the page, counted across the sections above (the hero is text only).
          const cardsAbove = sections.slice(0, sectionIndex).reduce((count, section) => count + section.tours.length, 0);
          const comingSoon = comingSoonFor(shown);
          const headingId = `destination-${shown.name.toLowerCase().replace(/\W+/g, '-')}`;
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
                  {shown.tours.map((tour, index) => {
                    const custom = customTourImageFor(tour, customImages);
                    return (
                      <TourCard
                        key={tour.id}
                        tour={tour}
                        photo={custom && { photo: responsivePhotoOf(custom.imageURL, custom.variants), badge: 'Custom Image' }}
                        imageLoading={cardImageLoading(cardsAbove + index, 'text only')}
                        placement={{ section: slugOf(shown.name), position: index + 1 }}
                      />
                    );
                  })}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
