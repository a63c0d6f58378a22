import type { LinkSigner } from '../../domain/newsletter/link-signer.js';

/** A stand-in for the HMAC link signer in domain tests: a token is readable, and only one it made opens. */
export class InMemoryLinkSigner implements LinkSigner {
  sign(payload: string): string {
    return `signed.${encodeURIComponent(payload)}`;
  }

  open(token: string): string | undefined {
    return token.startsWith('signed.') ? decodeURIComponent(token.slice('signed.'.length)) : undefined;
  }

  suppressionKey(email: string): string {
    return `suppressed:${email}`;
  }
}
