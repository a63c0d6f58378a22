import { createHash } from 'node:crypto';

/**
 * What a database keeps of a session token: its SHA-256, so that reading the table (a backup, a
 * replica) does not let anyone in. A token has 256 random bits, so no salt or slow hash is needed.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
