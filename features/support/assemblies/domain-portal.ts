import { domainRealEstatePage } from './real-estate-views.js';
import { InMemoryMarketplaceImagesApi } from '../../../adapters/memory/in-memory-marketplace-images-api.js';
import { readFileSync } from 'node:fs';
import { InMemoryScheduler } from '../../../adapters/memory/in-memory-scheduler.js';
import { toursPageView } from '../../../domain/presentation/tours-page-view.js';
import { TOUR_CARD_IMAGE_SIZES } from '../../../domain/images/tour-card-grid.js';
import type { TourImage } from '../../../domain/tours/tour-image.js';
import { OperatorPhotoAlbum } from '../api-operator.js';
import type { Portal, ToursPageView } from '../portal.js';
import { ALL_DESTINATIONS } from '../../../domain/tours/tour-filters.js';
import type { TourDestination } from '../../../domain/tours/public-tour.js';
import { TOUR_DESTINATIONS } from '../catalogue.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { fixtureFile } from '../server-under-test.js';
import { DomainServer } from './domain-server.js';
import { uploadOnePhoto } from './widget-transfer.js';
import { domainAdminGate } from './admin-gate-views.js';
import { InMemoryDomainDescriptionSource } from '../../../adapters/memory/in-memory-domain-description-source.js';
import { domainBatchUpload, domainPickPhotoToCrop, domainUploadThroughRateLimit } from './domain-admin.js';
import { bookingLinkOf, domainHomePage, domainTourPage } from './domain-views.js';
import { domainTrackedVisitor } from './domain-tracking.js';
import { domainConsentVisitor } from './domain-consent.js';
import { domainShop } from './shop-views.js';
import { domainAutoEnhance, domainCropSettings, domainDataLoading, domainUploadWidget } from './domain-page-rules.js';

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
      // The admin page's own use cases (its widget's transfer), against the server's use cases in memory (domain-server.ts).
      replaceTourPhoto: async (tourId, photoName) => {
        const outcome = await uploadOnePhoto(server, new InMemoryScheduler(), await signedIn(), tourId, new Blob([operatorPhoto], { type: 'image/jpeg' }));
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
      uploadWidget: domainUploadWidget(),
      autoEnhance: domainAutoEnhance(),
      cropSettings: domainCropSettings(),
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
      openRealEstatePage: async ({ today = new Date(), markets } = {}) => domainRealEstatePage(today, markets),
      dataLoading: domainDataLoading(),
    },
    dispose: async () => {},
  };
}

/** The tours page from the image records: the view the page renders (domain/presentation/tours-page-view.ts). */
export function toursPageFrom(images: readonly TourImage[], destinations: readonly TourDestination[] = TOUR_DESTINATIONS): ToursPageView {
  // The filter row's choice, as the page keeps it (features/filters.feature).
  let destination = ALL_DESTINATIONS;
  const view = () => toursPageView(destinations, destination, images);
  // Every card of the page as it first opens (All Destinations), in reading order.
  const allCards = () => toursPageView(destinations, ALL_DESTINATIONS, images).sections.flatMap((section) => section.cards);
  const cardOf = (publicTourId: string) => {
    const card = allCards().find((shown) => shown.tour.id === publicTourId);
    if (!card) throw new Error(`The /tours page has no card for tour "${publicTourId}"`);
    return card;
  };
  return {
    destinationFilter: async () => ({ options: [...view().filter.options], chosen: view().filter.chosen }),
    filterBy: async (choice) => {
      if (!view().filter.options.includes(choice)) throw new Error(`The filter row has no "${choice}" button`);
      destination = choice;
    },
    filterAnnouncement: async () => view().filter.announcement,
    sectionsShown: async () =>
      view().sections.map((section) => ({ name: section.destination.name, tourCount: section.cards.length, ...(section.comingSoon ? { comingSoon: section.comingSoon } : {}) })),
    customPhotoOf: async (publicTourId) => cardOf(publicTourId).photo?.photo.src,
    toursWithCustomPhoto: async () => allCards().filter((card) => card.photo).map((card) => card.tour.id),
    // The card's <picture>, from the same view (docs/decisions/048).
    photoOfferOf: async (publicTourId) => {
      const photo = cardOf(publicTourId).photo?.photo;
      if (!photo) return undefined;
      return { src: photo.src, sources: photo.sources.map(({ type, srcSet }) => ({ type, srcset: srcSet, sizes: TOUR_CARD_IMAGE_SIZES })) };
    },
    // No loadedPhotoOf: which copy is loaded is the browser's choice.
    imageLoadingAt: async (position) => {
      const card = allCards()[position];
      if (!card) throw new Error(`The /tours page has no card at position ${position}`);
      return card.imageLoading;
    },
    tourCount: async () => allCards().length,
    bookingLinks: async () => allCards().map((card) => bookingLinkOf(card.tour)),
  };
}
