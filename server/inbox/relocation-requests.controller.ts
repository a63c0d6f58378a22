import { Body, Controller, Get, Header, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RELOCATION_REQUEST_SENT_PAGE, RELOCATION_REQUESTS_PATH } from '../../domain/api-paths.js';
import { RelocationDesk, type REQUEST_ANSWER } from '../../domain/relocation/relocation-desk.js';
import { isPostedForm, PostedVisitorForms } from './posted-visitor-forms.js';
import { VisitorFormLimit } from './visitor-form-limit.js';
import { relocationSentPage } from './visitor-form-pages.js';

/**
 * The relocation consultation form (issue 39 point 3; w39 contract): JSON → 202, 400 by field, 429; a browser's form
 * post without JavaScript is answered with a page (docs/decisions/137).
 */
@Controller()
export class RelocationRequestsController {
  constructor(
    @Inject(RelocationDesk) private readonly desk: RelocationDesk,
    @Inject(VisitorFormLimit) private readonly limit: VisitorFormLimit,
    @Inject(PostedVisitorForms) private readonly posted: PostedVisitorForms,
  ) {}

  @Post(RELOCATION_REQUESTS_PATH)
  async submit(@Body() body: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (isPostedForm(request)) return this.posted.request(request, response);
    this.limit.take(request, response);
    const answer: typeof REQUEST_ANSWER = await this.desk.submit(body);
    response.status(202).json(answer);
  }

  @Get(RELOCATION_REQUEST_SENT_PAGE)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/html; charset=utf-8')
  sentPage(): string {
    return relocationSentPage();
  }
}
