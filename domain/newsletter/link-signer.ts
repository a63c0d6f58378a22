/**
 * Signs the links of the newsletter's mails (issue 39 points 1, 2; docs/decisions/121): HMAC with a key the servers
 * share (MAIL_LINK_SECRET), so any server checks a link another made, and nobody can make one for an address they do
 * not read mail for.
 */
export interface LinkSigner {
  /** A token carrying `payload`, safe in a URL's query. */
  sign(payload: string): string;
  /** The payload of a token this key signed; undefined for anything else. */
  open(token: string): string | undefined;
  /** A one-way key of an address for the suppression list: the same address gives the same key. */
  suppressionKey(email: string): string;
}
