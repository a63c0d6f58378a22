import { Module } from '@nestjs/common';
import { AdminTourCardsController } from './admin-tour-cards.controller.js';

/** The catalogue area's HTTP side (docs/architecture.md §3): the admin page's tour cards; the store and its seeding come from the composition root (app.module.ts). */
@Module({ controllers: [AdminTourCardsController] })
export class CatalogueModule {}
