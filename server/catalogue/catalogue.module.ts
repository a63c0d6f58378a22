import { Module } from '@nestjs/common';
import { CataloguePublicationsController, CatalogueRecordsController } from './catalogue-admin.controller.js';

/** The catalogue's admin API (docs/architecture.md §3, docs/decisions/103, 104); its use cases come from the composition root (app.module.ts). */
@Module({ controllers: [CatalogueRecordsController, CataloguePublicationsController] })
export class CatalogueModule {}
