import { Module } from '@nestjs/common';
import { ObjectsController } from './objects.controller.js';

/** The objects area's HTTP side (docs/architecture.md §3); its ports and use cases come from the composition root (app.module.ts). */
@Module({ controllers: [ObjectsController] })
export class ObjectsModule {}
