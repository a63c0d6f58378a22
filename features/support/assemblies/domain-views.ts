import { OUTBOUND_TARGET, relFor } from '../../../domain/affiliate/link-rel.js';
import { bookingButtonLabel } from '../../../domain/affiliate/marketplace-link.js';
import { outboundLinkName } from '../../../domain/affiliate/outbound-link-name.js';
import { reviewSiteButtonLabel } from '../../../domain/affiliate/review-site-link.js';
import type { MarketplaceImagesApi } from '../../../domain/marketplace/marketplace-images-api.js';
import { formatUsd } from '../../../domain/catalogue/catalogue.js';
import { homeTourImage } from '../../../domain/marketplace/home-tour-image.js';
import { hotelFeatures, hotelPriceColour, hotelPriceLevelWords, hotelRank } from '../../../domain/presentation/hotel-card.js';
import { starsFor } from '../../../domain/presentation/star-rating.js';
import { tourCardFacts } from '../../../domain/presentation/tour-card-variant.js';
import { ALL_CATEGORIES } from '../../../domain/tours/tour-filters.js';
import { tourPageView } from '../../../domain/presentation/tour-page-view.js';
import { homeCategoryTone } from '../../../domain/tours/home-tour.js';
import type { PublicTour } from '../../../domain/tours/public-tour.js';
import { HOME_CATEGORY_BADGE, HOTEL_PRICE_BADGE } from '../../../domain/presentation/badge-tones.js';
import { siteConfig } from '../site-content.js';
import { pageViewAt } from '../catalogue.js';
import type { HomePageView, OutboundLinkView, TourPageView } from '../portal.js';
import { domainNewsletterForm, domainRelocationForm, domainRelocationNextSteps } from './visitor-forms.js';
import type { DomainDescriptionSource } from '../../../domain/domain-descriptions/domain-description-source.js';
import { descriptionForHost } from '../../../domain/domain-descriptions/domain-descriptions.js';
import { parseDomainDescriptions } from '../../../domain/domain-descriptions/parse-domain-descriptions.js';

/*
 * The @domain level's pages: what each page shows, the seed read through the same view functions of
 * domain/presentation the React pages render (../catalogue.ts pageViewAt). No browser, no server.
 */

/** A tour's booking link as the card writes it: the visible label, then for screen readers the tour and the new tab (domain/affiliate/outbound-link-name.ts). */
export const bookingLinkOf = (tour: { bookingUrl: string; title: string }): OutboundLinkView => ({
  label: outboundLinkName(bookingButtonLabel(siteConfig.marketplaceName), tour.title),
  href: tour.bookingUrl,
  target: OUTBOUND_TARGET,
  rel: relFor('tour'),
});

export async function domainTourPage(path: string): Promise<TourPageView> {
  const content = pageViewAt(path, 'destination');
  let category = ALL_CATEGORIES;
  // The tours section the page renders (domain/presentation/tour-page-view.ts); none when the page lists no tours.
  const view = () => tourPageView(content.tours, category, []);
  const shown = () => (view()?.cards ?? []).map((card) => card.tour);
  return {
    factValues: async () => content.facts.map((fact) => fact.value),
    categoryOptions: async () => [...(view()?.filter.options ?? [])],
    chosenCategory: async () => view()?.filter.chosen ?? category,
    chooseCategory: async (choice) => {
      category = choice;
    },
    tours: async () => shown().map((tour) => tourCardOf(tour, content.cardVariant)),
    tourCount: async () => shown().length,
    bookingLinks: async () => shown().map(bookingLinkOf),
    hasHotelsBlock: async () => content.hotels !== undefined,
    hotels: async () =>
      (content.hotels?.hotels ?? []).map((hotel, index) => {
        const features = hotelFeatures(hotel.features);
        return {
          rank: hotelRank(index),
          name: hotel.name,
          stars: starsFor(hotel.rating),
          features: features.shown,
          ...(features.more ? { more: features.more } : {}),
          priceRange: hotel.priceRange,
          priceSpoken: hotelPriceLevelWords(hotel.priceRange),
          priceColour: HOTEL_PRICE_BADGE[hotelPriceColour(hotel.priceRange)],
          link: {
            label: outboundLinkName(reviewSiteButtonLabel(hotel.name, siteConfig.reviewSiteName)),
            href: hotel.reviewSiteHref,
            target: OUTBOUND_TARGET,
            rel: relFor('review-site'),
          },
        };
      }),
    partnerWidget: async () => content.partnerWidget?.title,
  };
}

function tourCardOf(tour: PublicTour, variant: Parameters<typeof tourCardFacts>[1]) {
  const facts = tourCardFacts(tour, variant);
  return {
    title: tour.title,
    location: tour.location,
    price: formatUsd(tour.price),
    ...(tour.originalPrice !== undefined ? { originalPrice: formatUsd(tour.originalPrice) } : {}),
    priceSuffix: facts.priceSuffix,
    duration: facts.duration,
    ...(facts.groupSize ? { groupSize: facts.groupSize } : {}),
    rating: tour.rating,
    stars: starsFor(tour.rating),
    reviewCount: tour.reviewCount,
    category: tour.category,
    bestSeller: tour.bestSellerRank !== undefined,
    extraBadges: facts.imageBadges.map((badge) => badge.text),
  };
}

/** The page's domain description: the file's rows matched to the host it was opened on (features/domain-descriptions.feature). */
export interface HostedDescriptions {
  readonly source: DomainDescriptionSource;
  readonly host: string;
}

/** The home page over a MarketplaceImagesApi (in memory at this level): the page's query, without React. */
export async function domainHomePage(images: MarketplaceImagesApi, descriptions: HostedDescriptions): Promise<HomePageView> {
  const home = pageViewAt('/', 'home');
  const curated = await images.imagesFor(home.marketplaceTours).catch(() => undefined);
  const describedDomains = async () => parseDomainDescriptions(await descriptions.source.csv());
  return {
    // docs/product.md §8: a file that cannot be loaded shows no description.
    domainDescription: async () =>
      describedDomains().then(
        (rows) => descriptionForHost(rows, descriptions.host, siteConfig.mainDomain),
        () => undefined,
      ),
    describedDomains,
    tours: async () =>
      home.tours.map((tour) => {
        const image = homeTourImage({ id: tour.id, image: tour.picture?.src ?? '' }, curated);
        return {
          title: tour.title,
          price: tour.price,
          category: tour.category,
          categoryColour: HOME_CATEGORY_BADGE[homeCategoryTone(tour.category)],
          imageSrc: image.src,
          curated: image.curated,
        };
      }),
    tourCount: async () => home.tours.length,
    bookingLinks: async () => home.tours.map(bookingLinkOf),
    newsletter: domainNewsletterForm(),
    relocationForm: domainRelocationForm(),
    relocationNextSteps: domainRelocationNextSteps,
  };
}

