import { cardImageLoading } from '../../domain/presentation/image-loading.js';
import { toursPageView, type ToursPageContent } from '../../domain/presentation/tours-page-view.js';
import { ALL_DESTINATIONS } from '../../domain/tours/tour-filters.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import { TopicIcon } from '../components/topic-icon.js';
import { TourCard } from '../components/tour-card.js';
import { photoCardsOf } from '../components/card-photos.js';
import { TourCardPhotos } from '../components/tour-card-photos.js';
import { DESTINATION_SECTION_ATTRIBUTE, FILTER_CHOICE_ATTRIBUTE, PHOTO_SLOTS } from '../components/tour-card-slots.js';
import { TourFilter } from '../components/tour-filter.js';
import { Island } from '../islands/island.js';
import * as layout from '../styles/layout.css.js';
import * as css from './tours-page.css.js';

/** The id of what the destination filter shows and hides: the page's sections. */
const SECTIONS_ID = 'tour-sections';

/**
 * docs/product.md §2 /tours: every destination's tours, with the operator's custom images where mapped. Static
 * (docs/decisions/083): the filter row and the cards' photos are islands; every section is in the page, and the
 * filter hides those outside the chosen destination. Its options are links to the sections, so without scripts the
 * page's CSS shows the one the address names (docs/decisions/112).
 */
export function ToursPage({ view: { heading, destinations } }: { view: ToursPageContent }) {
  /** The page's cards in reading order, each with its place on the page (the hero is text only). */
  const cards = destinations.flatMap((destination) => destination.tours);
  /**
   * What the page shows before a choice: every destination's section (domain/presentation/tours-page-view.ts, the view
   * the @domain scenarios read too). The operator's photos are drawn in the browser by the photos island.
   */
  const view = toursPageView(destinations, ALL_DESTINATIONS, []);
  return (
    <>
      <section className={layout.hero}>
        <h1 className={layout.heroTitle}>{heading}</h1>
        <p className={layout.lead}>
          Volcano hikes, cloud-forest bridges, surf lessons and wildlife safaris across {destinations.length} destinations, hand-picked
          and bookable with a trusted partner.
        </p>
      </section>
      <div className={`${layout.page} ${css.sections}`} id={SECTIONS_ID}>
        <AffiliateDisclosure partner="marketplace" />
        <Island
          name="tour-filter"
          when="interaction"
          component={TourFilter}
          props={{
            kind: 'destination',
            label: 'Filter tours by destination',
            options: view.filter.options,
            target: SECTIONS_ID,
            result: view.filter.announcement,
            as: { anchors: view.filter.anchors ?? [] },
          }}
        />
        {view.sections.map(({ destination: shown, headingId, anchor, comingSoon, cards }) => {
          return (
            <section
              key={shown.name}
              id={anchor}
              className={`${layout.section} ${css.section}`}
              aria-labelledby={headingId}
              {...{ [DESTINATION_SECTION_ATTRIBUTE]: shown.name, [FILTER_CHOICE_ATTRIBUTE]: view.filter.options.indexOf(shown.name) }}
            >
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
                    <TourCard key={card.tour.id} tour={card.tour} imageLoading={card.imageLoading} placement={card.placement} />
                  ))}
                </div>
              )}
            </section>
          );
        })}
        <Island
          name="tour-card-photos"
          when="visible"
          near={PHOTO_SLOTS}
          component={TourCardPhotos}
          props={{ cards: photoCardsOf(cards, (index) => cardImageLoading(index, 'text only'), { curated: false }), curated: [] }}
        />
      </div>
    </>
  );
}
