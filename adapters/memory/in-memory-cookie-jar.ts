import type { CookieJar } from '../../domain/consent/tag-cookies.js';

interface StoredCookie {
  readonly name: string;
  readonly value: string;
  /** The Domain attribute it was set with; undefined: a host-only cookie. */
  readonly domain: string | undefined;
}

/**
 * The cookies one page sees, kept as a browser keeps them (path / only): a cookie set with a Domain attribute is a
 * different cookie from a host-only one of the same name, and removing one needs the same Domain (or none).
 */
export class InMemoryCookieJar implements CookieJar {
  private stored: StoredCookie[] = [];

  constructor(private readonly host: string) {}

  /** A cookie as a tag sets it: host-only without `domain`, else for `domain` and its subdomains (which must hold this host). */
  set(name: string, value: string, domain?: string): void {
    if (domain !== undefined && this.host !== domain && !this.host.endsWith(`.${domain}`)) throw new Error(`${this.host} cannot set a cookie for ${domain}`);
    this.stored = [...this.stored.filter((cookie) => cookie.name !== name || cookie.domain !== domain), { name, value, domain }];
  }

  names(): string[] {
    return this.stored.map((cookie) => cookie.name);
  }

  remove(name: string, domain: string | undefined): void {
    this.stored = this.stored.filter((cookie) => cookie.name !== name || cookie.domain !== domain);
  }

  /** Every cookie, by name and the domain it was set for, in the order set. */
  cookies(): { name: string; domain: string | undefined }[] {
    return this.stored.map(({ name, domain }) => ({ name, domain }));
  }
}
