import { Body, Controller, Delete, Get, Inject, Param, Patch, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ADMIN_INBOX_REQUESTS_PATH, ADMIN_INBOX_SUBSCRIBERS_CSV_PATH, ADMIN_INBOX_SUBSCRIBERS_PATH, ADMIN_OUTBOX_PATH, ADMIN_PEOPLE_PATH } from '../../domain/api-paths.js';
import { InboxAdmin, type Outbox } from '../../domain/inbox/inbox-admin.js';
import type { PersonDeletion, RelocationRequest } from '../../domain/inbox/inbox-store.js';
import type { SubscriberReport } from '../../domain/newsletter/subscriber-report.js';
import { RelocationDesk } from '../../domain/relocation/relocation-desk.js';
import { AdminGuard } from '../admin/admin.guard.js';

/** The operator's Inbox (issue 39 points 4, 7; w39 contract): admin only, like every other admin call. */
@Controller()
@UseGuards(AdminGuard)
export class InboxAdminController {
  constructor(
    @Inject(RelocationDesk) private readonly requests: RelocationDesk,
    @Inject(InboxAdmin) private readonly inbox: InboxAdmin,
  ) {}

  /** `?status=new|answered|archived` (absent: all), newest first. */
  @Get(ADMIN_INBOX_REQUESTS_PATH)
  async list(@Query('status') status: unknown): Promise<{ requests: RelocationRequest[] }> {
    return { requests: await this.requests.list(status) };
  }

  /** `{ status }`: 200 with the request; 400 for another status, 404 for no such request. */
  @Patch(`${ADMIN_INBOX_REQUESTS_PATH}/:id`)
  async setStatus(@Param('id') id: string, @Body() body: unknown): Promise<{ request: RelocationRequest }> {
    return { request: await this.requests.setStatus(id, (body as { status?: unknown }).status) };
  }

  @Get(ADMIN_INBOX_SUBSCRIBERS_PATH)
  subscribers(): Promise<SubscriberReport> {
    return this.inbox.subscribers();
  }

  /** The confirmed subscribers for the operator's mailing tool. */
  @Get(ADMIN_INBOX_SUBSCRIBERS_CSV_PATH)
  async subscribersCsv(@Res() response: Response): Promise<void> {
    const text = await this.inbox.subscribersCsv();
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"');
    response.setHeader('Cache-Control', 'no-store');
    response.send(text);
  }

  @Get(ADMIN_OUTBOX_PATH)
  outbox(): Promise<Outbox> {
    return this.inbox.outbox();
  }

  /** One mail as an .eml file (message/rfc822), as sent or to be sent. */
  @Get(`${ADMIN_OUTBOX_PATH}/:id/eml`)
  async eml(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const eml = await this.inbox.eml(id);
    response.setHeader('Content-Type', 'message/rfc822');
    response.setHeader('Content-Disposition', `attachment; filename="${id.replace(/[^\w.@-]/g, '_')}.eml"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(Buffer.from(eml));
  }

  /** Every record of the person at that address (a suppression entry, a hash, stays if they had unsubscribed). */
  @Delete(`${ADMIN_PEOPLE_PATH}/:email`)
  async deletePerson(@Param('email') email: string): Promise<{ deleted: PersonDeletion }> {
    return { deleted: await this.inbox.deletePerson(email) };
  }
}
