import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RELOCATION_REQUESTS_PATH } from '../../domain/api-paths.js';
import { RelocationDesk, type REQUEST_ANSWER } from '../../domain/relocation/relocation-desk.js';
import { VisitorFormLimit } from './visitor-form-limit.js';

/** The relocation consultation form (issue 39 point 3; w39 contract): 202, 400 by field, 429. */
@Controller()
export class RelocationRequestsController {
  constructor(
    @Inject(RelocationDesk) private readonly desk: RelocationDesk,
    @Inject(VisitorFormLimit) private readonly limit: VisitorFormLimit,
  ) {}

  @Post(RELOCATION_REQUESTS_PATH)
  @HttpCode(202)
  submit(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<typeof REQUEST_ANSWER> {
    this.limit.take(request, response);
    return this.desk.submit(body);
  }
}
