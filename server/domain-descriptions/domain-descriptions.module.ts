import { Module } from '@nestjs/common';
import { DomainDescriptionsController } from './domain-descriptions.controller.js';

/** The domain-descriptions area's HTTP side (docs/architecture.md §3); its ports and use cases come from the composition root (app.module.ts). */
@Module({ controllers: [DomainDescriptionsController] })
export class DomainDescriptionsModule {}
