import { createHash } from 'node:crypto';
import type { Digest } from '../../domain/publishing/site-publisher.js';

/** SHA-256 of texts, each length-prefixed so that ['ab', 'c'] and ['a', 'bc'] differ (a published page's digest). */
export const sha256Digest: Digest = (texts) => {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(`${Buffer.byteLength(text)}:`).update(text);
  return hash.digest('base64url');
};
