import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkSigner } from '../../domain/newsletter/link-signer.js';

/**
 * The newsletter's links signed with HMAC-SHA256 (docs/decisions/121): `{payload, base64url}.{signature}`. Any server
 * holding MAIL_LINK_SECRET checks a link another made. The suppression key is a plain SHA-256 of the address, not
 * keyed: the suppression list must outlive a change of the secret.
 */
export class HmacLinkSigner implements LinkSigner {
  constructor(private readonly secret: Buffer) {
    if (secret.length < 32) throw new Error('The mail link secret must be at least 32 bytes');
  }

  sign(payload: string): string {
    const body = Buffer.from(payload, 'utf8').toString('base64url');
    return `${body}.${this.signatureOf(body)}`;
  }

  open(token: string): string | undefined {
    const [body, signature, ...rest] = token.split('.');
    if (body === undefined || signature === undefined || rest.length > 0) return undefined;
    const expected = Buffer.from(this.signatureOf(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return Buffer.from(body, 'base64url').toString('utf8');
  }

  suppressionKey(email: string): string {
    return createHash('sha256').update(`newsletter-suppression:${email}`).digest('hex');
  }

  private signatureOf(body: string): string {
    return createHmac('sha256', this.secret).update(`newsletter-link.${body}`).digest('base64url');
  }
}
