import { Body, Controller, Get, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ADMIN_CATALOGUE_PATH, ADMIN_CATALOGUE_PREVIEWS_PATH } from '../../domain/api-paths.js';
import { checkedKey } from '../../domain/catalogue/catalogue-editor.js';
import { CatalogueReview, type Previews, type RecordUsage } from '../../domain/catalogue/catalogue-review.js';
import { AdminGuard, bearerToken } from '../admin/admin.guard.js';
import { parsedBody, publishRequest } from './catalogue-requests.js';

/** Where a record is used, and the previews of the pages drafts change, admin only (issue 38, docs/decisions/115). */
@Controller()
@UseGuards(AdminGuard)
export class CatalogueReviewController {
  constructor(@Inject(CatalogueReview) private readonly review: CatalogueReview) {}

  /**
   * `{ pages: [{ path, title, via, draftUrl? }], records: [{ collection, id, field, page?, title, editor }] }`: the pages
   * showing the record (with the signed address of each drawn with its draft, when it has one), the records naming it.
   */
  @Get(`${ADMIN_CATALOGUE_PATH}/:collection/:id/usage`)
  usage(@Param('collection') collection: string, @Param('id') id: string, @Req() request: Request): Promise<RecordUsage> {
    // The guard let the call in: it carries a session token.
    return this.review.usage(checkedKey(collection, id), bearerToken(request)!);
  }

  /**
   * `{ records?: [{ collection, id }] }` (every draft when absent): 201 with each page the drafts change and the signed
   * address of its draft; 400 when a named record has no draft, 409 when the drafts would not hold together.
   */
  @Post(ADMIN_CATALOGUE_PREVIEWS_PATH)
  previews(@Body() body: unknown, @Req() request: Request): Promise<Previews> {
    // The guard let the call in: it carries a session token.
    return this.review.previews(parsedBody(publishRequest(), body).records, bearerToken(request)!);
  }
}

/**
 * A preview address, loaded in the admin page's frame without the session's header: the signed token stands for the
 * session, and the answer is never kept by a cache, indexed, or framed by another site (docs/decisions/115).
 */
@Controller()
export class CataloguePreviewPageController {
  constructor(@Inject(CatalogueReview) private readonly review: CatalogueReview) {}

  @Get(`${ADMIN_CATALOGUE_PREVIEWS_PATH}/:token`)
  async page(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const html = await this.review.previewPage(token);
    response
      .status(200)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'no-referrer',
      })
      .send(html);
  }
}
