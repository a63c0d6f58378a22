import { Module } from '@nestjs/common';
import { LinkHealthController } from './link-health.controller.js';

/** The link health area (issue 40): the Links view's API; the monitor and its start are built by the composition root. */
@Module({ controllers: [LinkHealthController] })
export class LinkHealthModule {}
