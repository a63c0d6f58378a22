import type { PreviewGrant, PreviewSigner, SignedPreviewGrant } from '../../domain/catalogue/catalogue-previewing.js';
import type { CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import { HmacSignature } from './hmac-signature.js';
import { tokenHash } from './token-hash.js';

/** Set apart from the upload URLs signed with the same secret, whose signed text starts with an object's UUID. */
const PURPOSE = 'catalogue-preview';

type Carried = [path: string, records: [collection: string, id: string][] | null, expiresAt: number, session: string];

function carried(value: unknown): SignedPreviewGrant | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const [path, records, expiresAt, session] = value as Carried;
  if (typeof path !== 'string' || typeof expiresAt !== 'number' || typeof session !== 'string') return undefined;
  if (records !== null && !(Array.isArray(records) && records.every((key) => Array.isArray(key) && key.length === 2 && key.every((part) => typeof part === 'string')))) return undefined;
  const keys = records === null ? null : records.map(([collection, id]): CatalogueRecordKey => ({ collection, id }));
  return { path, records: keys, expiresAt, session };
}

/**
 * Preview addresses (docs/decisions/115) signed like upload URLs (docs/decisions/021): the grant and the reference of
 * the session that asked (its token's SHA-256, never the token) as base64url JSON, then its HMAC-SHA256. Any server
 * holding the secret reads one; whether the session is still open is the use case's question to the shared sessions.
 */
export class HmacPreviewSigner implements PreviewSigner {
  private readonly signature: HmacSignature;

  constructor(secret: Buffer) {
    this.signature = new HmacSignature(secret);
  }

  sign(grant: PreviewGrant, sessionToken: string): string {
    const value: Carried = [grant.path, grant.records?.map(({ collection, id }) => [collection, id]) ?? null, grant.expiresAt, tokenHash(sessionToken)];
    const payload = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    return `${payload}.${this.signature.sign(`${PURPOSE}.${payload}`)}`;
  }

  open(token: string): SignedPreviewGrant | undefined {
    const match = /^([\w-]{1,4000})\.([\w-]{43})$/.exec(token);
    if (match === null || !this.signature.matches(`${PURPOSE}.${match[1]}`, match[2]!)) return undefined;
    try {
      return carried(JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')));
    } catch {
      return undefined;
    }
  }
}
