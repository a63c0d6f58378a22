import { InMemoryMarketplaceImagesApi } from '../../../adapters/memory/in-memory-marketplace-images-api.js';
import { InMemoryTourImageRepository } from '../../../adapters/memory/in-memory-tour-image-repository.js';
import { TourImagesLister } from '../../../domain/tours/tour-images-lister.js';
import { customImageFor } from '../../../domain/tours/tour-id-mapping.js';
import type { TourImage } from '../../../domain/tours/tour-image.js';
import { TOURS_PAGE_TOURS } from '../catalogue.js';
import type { Portal, ToursPageView } from '../portal.js';
import { bookingLinkOf, domainHomePage, domainTourPage } from './domain-views.js';
import { domainTrackedVisitor } from './domain-tracking.js';
import { domainShop } from './shop-views.js';

/** The @domain level: the domain's use cases over in-memory adapters, no I/O. */
export function domainPortal(): Portal {
  const tourImages = new InMemoryTourImageRepository();
  const curated: Record<string, string> = {};
  let marketplaceImages = new InMemoryMarketplaceImagesApi(curated);
  return {
    marketplace: {
      curatePhoto: async (homeTourId, imageUrl) => {
        curated[homeTourId] = imageUrl;
      },
      failImages: async () => {
        marketplaceImages = new InMemoryMarketplaceImagesApi(curated);
        marketplaceImages.fail();
      },
    },
    operator: {
      replaceTourPhoto: (tourId, imageURL) => tourImages.save({ tourId, imageURL }),
    },
    trackedVisitor: domainTrackedVisitor(),
    visitor: {
      openToursPage: async () => toursPageFrom(await new TourImagesLister(tourImages).list()),
      openHomePage: () => domainHomePage(marketplaceImages),
      openTourPage: (path) => domainTourPage(path),
      openShop: async (shop) => domainShop(shop),
    },
    dispose: async () => {},
  };
}

/** The tours page computed from the image records, as the page does it (customImageFor per card). */
export function toursPageFrom(images: readonly TourImage[]): ToursPageView {
  return {
    customPhotoOf: async (publicTourId) => customImageFor(publicTourId, images),
    toursWithCustomPhoto: async () => TOURS_PAGE_TOURS.filter((tour) => customImageFor(tour.id, images)).map((tour) => tour.id),
    tourCount: async () => TOURS_PAGE_TOURS.length,
    bookingLinks: async () => TOURS_PAGE_TOURS.map(bookingLinkOf),
  };
}
