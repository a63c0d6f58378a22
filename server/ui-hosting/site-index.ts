import { extname, posix } from 'node:path';
import { NEWSLETTER_PAGES_PATH, RELOCATION_PAGES_PATH } from '../../domain/api-paths.js';
import { PRECOMPRESSED_SUFFIXES } from './precompressed-suffixes.js';

/**
 * Paths the UI never answers: the API and stored objects keep their JSON errors; the newsletter's pages and the
 * consultation form's page for a browser without JavaScript are drawn by the server (issue 39; docs/decisions/137).
 */
const SERVER_PREFIXES = ['/api', '/objects', NEWSLETTER_PAGES_PATH, RELOCATION_PAGES_PATH];

/** Hashed build assets never change under their name; other public files may; pages are checked on every visit. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE = 'public, max-age=3600';
export const PAGE = 'no-cache';

/** The not-found page of the site, answered with status 404 for every address the site has nothing at; never by its name. */
export const NOT_FOUND_FILE = '404.html';

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isPrecompressedCopy(path: string): boolean {
  return PRECOMPRESSED_SUFFIXES.some((suffix) => path.endsWith(suffix.extension));
}

/** How the site is asked for a file: a page at its folder's path, or a file at its own path. */
export interface SiteAddress {
  readonly page: boolean;
  /** The URL paths that ask for it: a page's folder with and without its trailing slash ('/' for the home page). */
  readonly paths: readonly string[];
  readonly cacheControl: string;
}

/**
 * The address of a file of the site, named as under the build's client folder with forward slashes ('tours/index.html'),
 * or undefined for a file never served by its name: hidden ones, under the API's prefixes, the compressed copies, and
 * HTML that is not a page's index.html (the 404 page, the picture of the day's template), so /tours/index.html or
 * /404.html never answer 200 by name. The build's files and the published ones are addressed alike (docs/decisions/102).
 */
export function addressOf(file: string): SiteAddress | undefined {
  const parts = file.split('/');
  const url = `/${file}`;
  if (parts.some((part) => part.startsWith('.')) || isServerPath(url) || isPrecompressedCopy(file)) return undefined;
  if (parts.at(-1) === 'index.html') {
    const folder = url.slice(0, -'/index.html'.length);
    return { page: true, paths: folder === '' ? ['/'] : [folder, `${folder}/`], cacheControl: PAGE };
  }
  if (extname(file) === '.html') return undefined;
  return { page: false, paths: [url], cacheControl: file.startsWith('assets/') ? IMMUTABLE : PUBLIC_FILE };
}

/** Percent-encoding, doubled slashes, backslashes or dot segments: the only paths worth a second look. */
const ODD_PATH = /%|\/\/|\\|\/\./;

/** What answers each address of the site: its pages and its files by URL path. */
export class SiteIndex<T> {
  private readonly pages = new Map<string, T>();
  private readonly files = new Map<string, T>();

  /** Adds what answers the file's address, made from that address; nothing for a file never served by its name. */
  add(file: string, answer: (address: SiteAddress) => T): void {
    const address = addressOf(file);
    if (address === undefined) return;
    const value = answer(address);
    for (const path of address.paths) (address.page ? this.pages : this.files).set(path, value);
  }

  /** What answers this path; an address written differently from the file's own (percent-encoded, doubled or trailing slashes) finds it too. */
  find(path: string): T | undefined {
    return this.files.get(path) ?? this.pages.get(path) ?? (ODD_PATH.test(path) ? this.lookUp(path) : undefined);
  }

  private lookUp(path: string): T | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    const normalized = posix.normalize(decoded.replaceAll('\\', '/'));
    return this.files.get(normalized) ?? this.pages.get(normalized.replace(/\/+$/, '') || '/');
  }
}
