import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC-SHA256 signatures of the addresses this site hands out (upload URLs, docs/decisions/021; preview addresses,
 * 115): any server holding the secret checks one without shared state.
 */
export class HmacSignature {
  constructor(private readonly secret: Buffer) {
    if (secret.length < 32) throw new Error('The upload URL secret must be at least 32 bytes');
  }

  sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  /** Whether `signature` is this secret's signature of `text`, compared in constant time. */
  matches(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
