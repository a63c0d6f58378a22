import type { PreviewGrant, PreviewSigner, SignedPreviewGrant } from '../../domain/catalogue/catalogue-previewing.js';

/**
 * Preview addresses remembered rather than signed, for the domain tests and @domain scenarios (the HMAC one is
 * adapters/crypto/hmac-preview-signer.ts): a token is a number this signer gave; the session's reference is its token.
 */
export class InMemoryPreviewSigner implements PreviewSigner {
  private readonly grants = new Map<string, SignedPreviewGrant>();

  sign(grant: PreviewGrant, sessionToken: string): string {
    const token = `preview-${this.grants.size + 1}`;
    this.grants.set(token, { ...grant, session: sessionToken });
    return token;
  }

  open(token: string): SignedPreviewGrant | undefined {
    return this.grants.get(token);
  }
}
