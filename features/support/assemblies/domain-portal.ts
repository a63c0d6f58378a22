import { InMemoryMarketplaceImagesApi } from '../../../adapters/memory/in-memory-marketplace-images-api.js';
import { readFileSync } from 'node:fs';
import { replaceTourPhoto } from '../../../domain/admin/replace-tour-photo.js';
import { customImageFor, customTourImageFor } from '../../../domain/tours/tour-id-mapping.js';
import { responsivePhotoOf } from '../../../domain/images/responsive-photo.js';
import { cardImageLoading } from '../../../domain/presentation/image-loading.js';
import { TOUR_CARD_IMAGE_SIZES } from '../../../ui/styles/tour-card-grid.js';
import type { TourImage } from '../../../domain/tours/tour-image.js';
import { TOURS_PAGE_TOURS, tourById } from '../catalogue.js';
import { OperatorPhotoAlbum } from '../api-operator.js';
import type { Portal, ToursPageView } from '../portal.js';
import { ALL_DESTINATIONS, comingSoonFor, destinationFilterOptions, destinationsShown, filterResultAnnouncement } from '../../../domain/tours/tour-filters.js';
import type { TourDestination } from '../../../domain/tours/public-tour.js';
import { TOUR_DESTINATIONS } from '../../../ui/content/catalogue/catalogue.js';
import { fixtureFile, TEST_ADMIN_PASSWORD } from '../server-under-test.js';
import { DomainServer } from './domain-server.js';
import { domainAdminGate } from './admin-gate-views.js';
import { InMemoryDomainDescriptionSource } from '../../../adapters/memory/in-memory-domain-description-source.js';
import { domainBatchUpload, domainPickPhotoToCrop, domainUploadThroughRateLimit } from './domain-admin.js';
import { bookingLinkOf, domainHomePage, domainTourPage } from './domain-views.js';
import { domainTrackedVisitor } from './domain-tracking.js';
import { domainConsentVisitor } from './domain-consent.js';
import { domainShop } from './shop-views.js';

const operatorPhoto = readFileSync(fixtureFile('images/operator-photo.jpg'));

/** The @domain level: the domain's use cases over in-memory adapters, no I/O. */
export function domainPortal(): Portal {
  const server = new DomainServer();
  // The operator's one session for the journeys that start signed in, opened on first use (as at @api).
  let operatorToken: string | undefined;
  const signedIn = async () => (operatorToken ??= (await server.signIn(TEST_ADMIN_PASSWORD)).token);
  const album = new OperatorPhotoAlbum();
  const curated: Record<string, string> = {};
  let marketplaceImages = new InMemoryMarketplaceImagesApi(curated);
  const destinations: TourDestination[] = [...TOUR_DESTINATIONS];
  // The server seeds its file from server/defaults/ (README, DATA_DIR).
  let domainDescriptions = readFileSync('server/defaults/domain-descriptions.csv', 'utf8');
  return {
    content: {
      addDestinationWithoutTours: (name) => {
        destinations.push({ name, description: '', icon: 'volcano', colour: '', tours: [] });
      },
    },
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
      // The admin page's own use case, against the server's use cases in memory (domain-server.ts).
      replaceTourPhoto: async (tourId, photoName) => {
        const outcome = await replaceTourPhoto(server, await signedIn(), tourId, new Blob([operatorPhoto], { type: 'image/jpeg' }));
        if (outcome.kind === 'failed') throw new Error(`The replacement of tour ${tourId}'s photo failed at step "${outcome.step}"`);
        album.record(photoName, outcome.image.imageURL);
      },
      saveTourPhotoAddress: async (tourId, imageURL) =>
        server.saveTourImage(await signedIn(), tourId, imageURL).then(
          () => 'saved' as const,
          () => 'refused' as const,
        ),
      pickPhotoToCrop: domainPickPhotoToCrop,
      batchUpload: domainBatchUpload,
      uploadThroughRateLimit: domainUploadThroughRateLimit,
      openAdminPage: async () => domainAdminGate(server),
      editDomainDescriptions: async (csv) => {
        domainDescriptions = csv;
      },
    },
    trackedVisitor: domainTrackedVisitor(),
    consentVisitor: domainConsentVisitor(),
    visitor: {
      openToursPage: async () => toursPageFrom((await server.listTourImages()).map((image) => ({ ...image, imageURL: album.nameOf(image.imageURL) })), destinations),
      // The page on the test server's host unless the scenario names one.
      openHomePage: (host = '127.0.0.1') => domainHomePage(marketplaceImages, { source: new InMemoryDomainDescriptionSource(domainDescriptions), host }),
      openTourPage: (path) => domainTourPage(path),
      openShop: async (shop) => domainShop(shop),
    },
    dispose: async () => {},
  };
}

/** The tours page computed from the image records, as the page does it (customImageFor per card). */
export function toursPageFrom(images: readonly TourImage[], destinations: readonly TourDestination[] = TOUR_DESTINATIONS): ToursPageView {
  // The filter row's choice, as the page keeps it (features/filters.feature).
  let destination = ALL_DESTINATIONS;
  return {
    destinationFilter: async () => ({ options: destinationFilterOptions(destinations), chosen: destination }),
    filterBy: async (choice) => {
      if (!destinationFilterOptions(destinations).includes(choice)) throw new Error(`The filter row has no "${choice}" button`);
      destination = choice;
    },
    filterAnnouncement: async () =>
      filterResultAnnouncement(destinationsShown(destinations, destination).reduce((count, section) => count + section.tours.length, 0), destination),
    sectionsShown: async () =>
      destinationsShown(destinations, destination).map((section) => {
        const comingSoon = comingSoonFor(section);
        return { name: section.name, tourCount: section.tours.length, ...(comingSoon ? { comingSoon } : {}) };
      }),
    customPhotoOf: async (publicTourId) => customImageFor(tourById(publicTourId), images),
    toursWithCustomPhoto: async () => TOURS_PAGE_TOURS.filter((tour) => customImageFor(tour, images)).map((tour) => tour.id),
    // The card's <picture>, as the page builds it from the same record (docs/decisions/048).
    photoOfferOf: async (publicTourId) => {
      const custom = customTourImageFor(tourById(publicTourId), images);
      if (!custom) return undefined;
      const photo = responsivePhotoOf(custom.imageURL, custom.variants);
      return { src: photo.src, sources: photo.sources.map(({ type, srcSet }) => ({ type, srcset: srcSet, sizes: TOUR_CARD_IMAGE_SIZES })) };
    },
    loadedPhotoOf: async () => {
      throw new Error('Which copy is loaded is the browser\'s choice: tag the scenario @ui');
    },
    imageLoadingAt: async (position) => cardImageLoading(position, 'text only'),
    tourCount: async () => TOURS_PAGE_TOURS.length,
    bookingLinks: async () => TOURS_PAGE_TOURS.map(bookingLinkOf),
  };
}
