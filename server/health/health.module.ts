import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';

/** GET /api/health (docs/architecture.md §3); its probes come from the composition root (app.module.ts). */
@Module({ controllers: [HealthController] })
export class HealthModule {}
