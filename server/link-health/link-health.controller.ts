import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { ADMIN_LINK_HEALTH_CSV_PATH, ADMIN_LINK_HEALTH_PATH } from '../../domain/api-paths.js';
import { LinkHealthMonitor } from '../../domain/link-health/link-health-monitor.js';
import { LinkHealthReader, MAX_DISMISSAL_NOTE_LENGTH, type LinkHealthView } from '../../domain/link-health/link-health-reader.js';
import { TourSearchStopGap, type StopGapMade } from '../../domain/link-health/tour-search-stop-gap.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { parsedBody } from '../catalogue/catalogue-requests.js';

const dismissalRequest = () =>
  z.strictObject(
    { note: z.string({ error: 'note must be text' }).trim().min(1, { error: 'note must say why this is expected' }).max(MAX_DISMISSAL_NOTE_LENGTH, { error: `note must be at most ${MAX_DISMISSAL_NOTE_LENGTH} characters` }) },
    { error: 'must be an object with a note' },
  );

/**
 * The Links view's API (issue 40, docs/decisions/127-130): admin only, like every admin call. "Check now" answers 202
 * at once; the run goes on in the background on this server, or on the server whose lease holds.
 */
@Controller()
@UseGuards(AdminGuard)
export class LinkHealthController {
  constructor(
    @Inject(LinkHealthReader) private readonly reader: LinkHealthReader,
    @Inject(LinkHealthMonitor) private readonly monitor: LinkHealthMonitor,
    @Inject(TourSearchStopGap) private readonly stopGap: TourSearchStopGap,
  ) {}

  @Get(ADMIN_LINK_HEALTH_PATH)
  view(): Promise<LinkHealthView> {
    return this.reader.view();
  }

  @Get(ADMIN_LINK_HEALTH_CSV_PATH)
  async csv(@Res() response: Response): Promise<void> {
    const { fileName, text } = await this.reader.csv();
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(text);
  }

  @Post(`${ADMIN_LINK_HEALTH_PATH}/runs`)
  @HttpCode(202)
  async checkNow(): Promise<{ readonly requested: true }> {
    await this.monitor.checkNow();
    return { requested: true };
  }

  /** `{ note }`: "this is expected" for the link in its state now (404 for a link no check reached). */
  @Put(`${ADMIN_LINK_HEALTH_PATH}/dismissal/:linkId`)
  @HttpCode(204)
  dismiss(@Param('linkId') linkId: string, @Body() body: unknown): Promise<void> {
    return this.reader.dismiss(linkId, parsedBody(dismissalRequest(), body).note);
  }

  @Delete(`${ADMIN_LINK_HEALTH_PATH}/dismissal/:linkId`)
  @HttpCode(204)
  undismiss(@Param('linkId') linkId: string): Promise<void> {
    return this.reader.dismiss(linkId, null);
  }

  /** Sends the tour's booking link to the marketplace's search for its title, published at once (409 when it cannot). */
  @Post(`${ADMIN_LINK_HEALTH_PATH}/stop-gap/:tourId`)
  @HttpCode(200)
  applyStopGap(@Param('tourId') tourId: string): Promise<StopGapMade> {
    return this.stopGap.apply(tourId);
  }
}
