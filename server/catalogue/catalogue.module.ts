import { Module } from '@nestjs/common';
import { AdminTourCardsController } from './admin-tour-cards.controller.js';
import { CataloguePublicationsController, CatalogueRecordsController } from './catalogue-admin.controller.js';
import { CataloguePriceChangesController } from './catalogue-price-changes.controller.js';
import { CataloguePreviewPageController, CatalogueReviewController } from './catalogue-review.controller.js';

/**
 * The catalogue area's HTTP side (docs/architecture.md §3): the admin catalogue API (docs/decisions/103, 104) and the
 * admin page's tour cards (101), usage and previews (115), bulk prices (117); the use cases, the store and its seeding come from the composition root (app.module.ts).
 */
@Module({ controllers: [CatalogueRecordsController, CataloguePublicationsController, CatalogueReviewController, CataloguePreviewPageController, CataloguePriceChangesController, AdminTourCardsController] })
export class CatalogueModule {}
