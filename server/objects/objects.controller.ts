import { Controller, Get, HttpCode, Inject, NotFoundException, Param, PayloadTooLargeException, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MAX_UPLOAD_BYTES } from '../../domain/objects/image-format.js';
import { ImageUploader } from '../../domain/objects/image-uploader.js';
import { StoredImageReader } from '../../domain/objects/stored-image-reader.js';
import type { UploadUrlSigner } from '../../domain/objects/upload-url-signer.js';
import { UploadUrlSignerToken } from '../../domain/tokens.js';
import { AdminGuard } from '../admin/admin.guard.js';

@Controller()
export class ObjectsController {
  constructor(
    @Inject(UploadUrlSignerToken) private readonly signer: UploadUrlSigner,
    @Inject(ImageUploader) private readonly uploader: ImageUploader,
    @Inject(StoredImageReader) private readonly reader: StoredImageReader,
  ) {}

  /** DESIGN §3: a same-origin, signed, single-use upload URL, valid 15 minutes. */
  @Post('api/objects/upload')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async uploadUrl(): Promise<{ uploadURL: string; expiresAt: string }> {
    const grant = await this.signer.issue();
    return { uploadURL: grant.uploadURL, expiresAt: grant.expiresAt.toISOString() };
  }

  /** DESIGN §3 PUT {uploadURL}: 200 `{objectPath}`; 403, 413, 415 or 422 otherwise. */
  @Put('api/objects/uploads/:objectId')
  async upload(
    @Param('objectId') objectId: string,
    @Query('expires') expires: unknown,
    @Query('sig') signature: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ objectPath: string }> {
    const attempt = { objectId, expires: typeof expires === 'string' ? expires : '', signature: typeof signature === 'string' ? signature : '' };
    const stored = await this.uploader.upload(attempt, () => readCapped(request, response, MAX_UPLOAD_BYTES));
    return { objectPath: stored.objectPath };
  }

  /** DESIGN §3: the image with its real content type, cached for good (an object never changes), nosniff. */
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

/**
 * Reads the raw body, refusing it (413) as soon as it passes `limit`: a declared Content-Length over
 * the limit is refused before reading a byte, and a body without one stops being read at the limit.
 * The connection is then closed, so the rest of the body is never read.
 */
function readCapped(request: Request, response: Response, limit: number): Promise<Uint8Array> {
  const tooLarge = () => {
    response.setHeader('Connection', 'close');
    return new PayloadTooLargeException(`A photo may be at most ${limit} bytes (10 MB).`);
  };
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    // Not `for await`: leaving it early destroys the socket, and the 413 could not be answered.
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        request.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(new Uint8Array(Buffer.concat(chunks)));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}
