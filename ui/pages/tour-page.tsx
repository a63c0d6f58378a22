import { coverPatternFor, coverPatternPath } from '../../domain/presentation/designed-cover.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { jsonLdScript, tourOffersJsonLd } from '../../domain/seo/structured-data.js';
import { ALL_CATEGORIES } from '../../domain/tours/tour-filters.js';
import { tourPageView, type TourPageContent } from '../../domain/presentation/tour-page-view.js';
import { AffiliateDisclosure } from '../components/affiliate-disclosure.js';
import { TourCard } from '../components/tour-card.js';
import { photoCardsOf } from '../components/card-photos.js';
import { PHOTO_SLOTS } from '../components/tour-card-slots.js';
import { TourCardPhotos } from '../components/tour-card-photos.js';
import { TourFilter } from '../components/tour-filter.js';
import { Island } from '../islands/island.js';
import { HotelsBlock } from '../components/hotels-block.js';
import { PartnerWidgetIsland, partnerWidgetIslandProps } from '../components/partner-widget.js';
import { illustrationUrl, type IllustrationKind } from '../content/illustrations.js';
import { siteConfig } from '../content/site-config.js';
import * as layout from '../styles/layout.css.js';
import * as css from './tour-page.css.js';
import { cardImageLoading } from '../../domain/presentation/image-loading.js';

/** A card's tour as the structured data describes it: its picture, or the designed cover's pattern where it has none. */
const offeredTour = (tour: PublicTour) => ({
  ...tour,
  imageUrl: tour.picture?.src ?? coverPatternPath(coverPatternFor(tour.category)),
});

/** The id of what the category filter shows and hides: the page's tour grid. */
const TOUR_GRID_ID = 'tour-grid';
/** The name of the category row's radio buttons (docs/decisions/131). */
const CATEGORY_RADIO_NAME = 'tour-category';

/**
 * docs/product.md §2 "Destination and activity pages": hero, an introduction with two headline
 * facts, the hotels block where the destination has one, the partner widget where the page has
 * one, and the category filter over the page's tour cards. Static (docs/decisions/083): the partner widget, the
 * filter row and the cards' photos are islands; every card is in the page, and the filter hides those outside its choice.
 * The row is radio buttons, so without scripts the page's CSS shows the checked category's cards (docs/decisions/131).
 */
export function TourPage({ content }: { content: TourPageContent }) {
  // What the page shows before a choice (the view the @domain scenarios read too); the filter island hides the rest.
  const toursShown = tourPageView(content.tours, ALL_CATEGORIES, []);
  const { heading } = content;
  const photoCards = photoCardsOf(content.tours, (index) => cardImageLoading(index, 'image'), { curated: false });
  return (
    <>
      <section className={layout.splitHero}>
        <div className={layout.splitHeroText}>
          <h1 className={layout.heroTitle}>{heading}</h1>
          <p className={layout.lead}>{content.tagline}</p>
        </div>
        <img className={layout.splitHeroImage} src={illustrationUrl(content.heroIllustration as IllustrationKind)} alt="" width={800} height={500} fetchPriority="high" />
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
        {content.hotels && <HotelsBlock place={heading} view={content.hotels} />}
        {content.partnerWidget && <Island name="partner-widget" when="idle" component={PartnerWidgetIsland} props={partnerWidgetIslandProps(content.partnerWidget)} />}
        {toursShown && (
          <section className={layout.section} aria-labelledby="tours-title">
            <h2 id="tours-title">{content.toursTitle}</h2>
            <AffiliateDisclosure partner="marketplace" />
            <Island
              name="tour-filter"
              when="interaction"
              component={TourFilter}
              props={{
                kind: 'category',
                label: 'Filter tours by category',
                options: toursShown.filter.options,
                target: TOUR_GRID_ID,
                result: toursShown.filter.announcement,
                as: { radioName: CATEGORY_RADIO_NAME },
              }}
            />
            <div className={`${css.grid} ${css.categoryFiltered}`} id={TOUR_GRID_ID}>
              {toursShown.cards.map((card) => (
                <TourCard
                  key={card.tour.id}
                  tour={card.tour}
                  variant={content.cardVariant}
                  imageLoading={card.imageLoading}
                  trackingActivity={content.trackingActivity}
                  placement={card.placement}
                  filterChoice={card.filterChoice}
                />
              ))}
            </div>
            {photoCards.length > 0 && <Island name="tour-card-photos" when="visible" near={PHOTO_SLOTS} component={TourCardPhotos} props={{ cards: photoCards, curated: [] }} />}
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(tourOffersJsonLd(content.tours.map(offeredTour), siteConfig.mainDomain)) }} />
          </section>
        )}
      </div>
    </>
  );
}
