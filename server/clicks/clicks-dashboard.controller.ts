import { BadRequestException, Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ADMIN_CLICKS_CSV_PATH, ADMIN_CLICKS_PATH } from '../../domain/api-paths.js';
import { ClickDashboardReader } from '../../domain/clicks/click-dashboard-reader.js';
import { CLICK_PERIODS, isClickPeriod, type ClickDashboard, type ClickPeriod } from '../../domain/clicks/click-dashboard.js';
import { AdminGuard } from '../admin/admin.guard.js';

function periodOf(days: string | undefined): ClickPeriod {
  const period = Number(days ?? 30);
  if (!isClickPeriod(period)) throw new BadRequestException(`"days" must be one of ${CLICK_PERIODS.join(', ')}.`);
  return period;
}

/** The operator's Clicks view (docs/decisions/069): admin only, like every other admin call. */
@Controller()
@UseGuards(AdminGuard)
export class ClicksDashboardController {
  constructor(@Inject(ClickDashboardReader) private readonly reader: ClickDashboardReader) {}

  /** GET /api/admin/clicks?days=7|30|90 (default 30): the period's clicks per day and partner, top links and pages. */
  @Get(ADMIN_CLICKS_PATH)
  dashboard(@Query('days') days: string | undefined): Promise<ClickDashboard> {
    return this.reader.dashboard(periodOf(days));
  }

  /** GET /api/admin/clicks.csv?days=…: the period's daily counts as a CSV file. */
  @Get(ADMIN_CLICKS_CSV_PATH)
  async csv(@Query('days') days: string | undefined, @Res() response: Response): Promise<void> {
    const { fileName, text } = await this.reader.csv(periodOf(days));
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(text);
  }
}
