import { Module } from '@nestjs/common';
import { AdminSessionController } from './admin-session.controller.js';

/** The admin area's HTTP side (docs/architecture.md §3); its ports and use cases come from the composition root (app.module.ts). */
@Module({ controllers: [AdminSessionController] })
export class AdminModule {}
