import { PayloadTooLargeException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * Reads the raw body, refusing it (413) as soon as it passes `limit`: a declared Content-Length over
 * the limit is refused before reading a byte, and a body without one stops being read at the limit.
 * The connection is then closed, so the rest of the body is never read.
 */
/** The shape of the body parser's own "request aborted" error, so server/http/domain-errors.ts answers it as such. */
function requestAborted(): Error {
  return Object.assign(new Error('The request was aborted.'), { status: 400, type: 'request.aborted', expose: true });
}

export function readCapped(request: Readable & Pick<IncomingMessage, 'headers'>, response: { setHeader(name: string, value: string): unknown }, limit: number): Promise<Uint8Array> {
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
      request.off('close', onClose);
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
    // The client went away (or its connection was cut at its deadline or at shutdown) before the whole photo
    // arrived: nothing is stored, and it is a client's doing, not the server's (logged at info, never as an error).
    const onError = () => {
      stop();
      reject(requestAborted());
    };
    const onClose = () => {
      stop();
      reject(requestAborted());
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}
