import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';
import { DomainDescriptionSourceToken } from '../../domain/tokens.js';
import { LatestEncodedBody } from '../http/encoded-body.js';

export const DOMAIN_DESCRIPTIONS_PATH = '/api/domain-descriptions';

@Controller(DOMAIN_DESCRIPTIONS_PATH)
export class DomainDescriptionsController {
  /** The file is read on every call (the operator edits it in place); its ETag and compressed copies only when it changed. */
  private readonly answer = new LatestEncodedBody({ contentType: 'text/csv; charset=utf-8', cacheControl: 'no-cache' });

  constructor(@Inject(DomainDescriptionSourceToken) private readonly source: DomainDescriptionSource) {}

  /** docs/architecture.md §3: the CSV of `$DATA_DIR/domain-descriptions.csv`, as text/csv, with an ETag (docs/decisions/047). */
  @Get()
  async csv(@Req() request: Request, @Res() response: Response): Promise<void> {
    this.answer.of(await this.source.csv()).send(request, response);
  }
}
