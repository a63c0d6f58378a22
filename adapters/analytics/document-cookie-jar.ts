import type { CookieJar } from '../../domain/consent/tag-cookies.js';

/** The part of the browser's document a cookie jar needs. */
export interface CookieDocument {
  cookie: string;
}

/**
 * The page's cookies through document.cookie (docs/decisions/082). A cookie is removed by writing it again, empty and
 * already expired, with the same path (/, where the tags set theirs) and the same Domain (none for a host-only one).
 */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly document: CookieDocument) {}

  names(): string[] {
    return this.document.cookie
      .split(';')
      .map((pair) => pair.split('=', 1)[0]!.trim())
      .filter((name) => name !== '');
  }

  remove(name: string, domain: string | undefined): void {
    this.document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain === undefined ? '' : `; Domain=${domain}`}`;
  }
}
