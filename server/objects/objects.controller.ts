import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MAX_UPLOAD_BYTES } from '../../domain/objects/image-format.js';
import { ImageUploader } from '../../domain/objects/image-uploader.js';
import { StoredImageReader } from '../../domain/objects/stored-image-reader.js';
import type { UploadUrlSigner } from '../../domain/objects/upload-url-signer.js';
import { UploadUrlSignerToken } from '../../domain/tokens.js';
import { AdminGuard, bearerToken } from '../admin/admin.guard.js';
import { readCapped } from './read-capped.js';

@Controller()
export class ObjectsController {
  constructor(
    @Inject(UploadUrlSignerToken) private readonly signer: UploadUrlSigner,
    @Inject(ImageUploader) private readonly uploader: ImageUploader,
    @Inject(StoredImageReader) private readonly reader: StoredImageReader,
  ) {}

  /**
   * docs/architecture.md §3: a same-origin, signed, single-use upload URL, valid 5 minutes (docs/decisions/054) and
   * only while the session asking for it lasts (docs/decisions/021).
   */
  @Post('api/objects/upload')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async uploadUrl(@Req() request: Request): Promise<{ uploadURL: string; expiresAt: string }> {
    // AdminGuard let the call in, so its bearer token is the live session's.
    const grant = await this.signer.issue(bearerToken(request)!);
    return { uploadURL: grant.uploadURL, expiresAt: grant.expiresAt.toISOString() };
  }

  /** docs/architecture.md §3 PUT {uploadURL}: 200 `{objectPath}`; 403 (expired, revoked, used or forged), 413, 415 or 422 otherwise. */
  @Put('api/objects/uploads/:objectId')
  async upload(
    @Param('objectId') objectId: string,
    @Query('expires') expires: unknown,
    @Query('session') session: unknown,
    @Query('sig') signature: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ objectPath: string }> {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const attempt = { objectId, expires: text(expires), session: text(session), signature: text(signature) };
    const stored = await this.uploader.upload(attempt, () => readCapped(request, response, MAX_UPLOAD_BYTES));
    return { objectPath: stored.objectPath };
  }

  /** docs/architecture.md §3: the image with its real content type, cached for good (an object never changes), nosniff. */
  @Get('objects/:objectId')
  async serve(@Param('objectId') objectId: string, @Res() response: Response): Promise<void> {
    const image = await this.reader.read(objectId);
    if (!image) throw new NotFoundException('There is no such photo.');
    response.setHeader('Content-Type', image.contentType);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Length', String(image.bytes.length));
    response.end(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.length));
  }
}
