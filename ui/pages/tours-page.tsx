import { useTourImages } from '../api/tour-images.js';
import { TourCard } from '../components/tour-card.js';
import { customImageFor } from '../../domain/tours/tour-id-mapping.js';
import { TOUR_DESTINATIONS } from '../content/tours.js';
import * as layout from '../styles/layout.css.js';
import * as css from './tours-page.css.js';

/** SPEC §2 /tours: every destination's tours, with the operator's custom images where mapped. */
export function ToursPage() {
  const { data: customImages = [] } = useTourImages();

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
        {TOUR_DESTINATIONS.map((destination, sectionIndex) => (
          <section key={destination.name} className={layout.section} aria-labelledby={`destination-${sectionIndex}`}>
            <header className={css.sectionHeader}>
              <span className={css.icon} aria-hidden="true">
                {destination.icon}
              </span>
              <div>
                <h2 id={`destination-${sectionIndex}`} className={css.sectionTitle}>
                  {destination.name}
                </h2>
                <p className={css.sectionDescription}>{destination.description}</p>
              </div>
            </header>
            <div className={css.tourGrid}>
              {destination.tours.map((tour, index) => (
                <TourCard
                  key={tour.id}
                  tour={tour}
                  customImageUrl={customImageFor(tour.id, customImages)}
                  eager={sectionIndex === 0 && index < 2}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
