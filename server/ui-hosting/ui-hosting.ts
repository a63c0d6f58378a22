import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { EncodedBody, type HeaderPairs } from '../http/encoded-body.js';
import { pathOf, type FrontAnswer } from '../http/front-door.js';
import { SPECULATION_RULES_CONTENT_TYPE, SPECULATION_RULES_HEADER, SPECULATION_RULES_PATH } from '../../domain/navigation/speculation-rules.js';
import { PRECOMPRESSED_SUFFIXES } from './precompressed-suffixes.js';
import { CONTENT_TYPES } from './content-types.js';
import { IMMUTABLE, isPrecompressedCopy, isServerPath, NOT_FOUND_FILE, PAGE, PUBLIC_FILE, SiteIndex } from './site-index.js';

/** A file of the build, read and hashed on its first request, then answered from memory. */
interface BuiltFile {
  readonly file: string;
  readonly contentType: string;
  readonly cacheControl: string;
  body?: EncodedBody;
}

/** What the current publication answers, ahead of the build (server/publishing, docs/decisions/102). */
export interface PublishedOverlay {
  /** A published file's answer for this path, WITHDRAWN for a file the site no longer has, or undefined: the build's. */
  find(path: string): EncodedBody | typeof WITHDRAWN | undefined;
  /** The published not-found page, when the publication has one. */
  readonly notFound: EncodedBody | undefined;
  /** A published file's text, for the files the server reads itself (the picture of the day's template); undefined: the build's. */
  textOf(file: string): string | undefined;
}

/** A file the publication took away from the site (a page whose record was archived): "not found", whatever the build holds. */
export const WITHDRAWN = Symbol('withdrawn');

/** The headers every answer of the site carries besides its own: the security headers, and on pages the speculation rules. */
export interface SiteHeaders {
  readonly page: HeaderPairs;
  readonly file: HeaderPairs;
}

export interface UiHosting {
  /** The headers of its answers, for the published ones to carry the same. */
  readonly headers: SiteHeaders;
  /**
   * At the front door (server/app.ts, docs/decisions/087): a GET or HEAD of a file or page of the build is answered
   * from memory, with its Brotli or gzip copy, its ETag, its caching and the security headers, in one write.
   */
  readonly prebuilt: FrontAnswer;
  /**
   * Late in the chain: byte ranges and files that appeared after start (express.static, from disk), and the
   * "Page Not Found" page with status 404 for every other path outside the API.
   */
  readonly fallback: RequestHandler[];
}

/**
 * Serves the built UI (docs/architecture.md §2, §4; docs/decisions/047): hashed assets with immutable
 * caching, the prerendered HTML of each route (`{route}/index.html`, written by scripts/prerender.ts;
 * client-only routes such as /admin get a shell page there too), the `.br` and `.gz` copies
 * scripts/precompress.ts wrote beside them chosen by Accept-Encoding, and the 404 page with HTTP 404 for
 * every other path. The build is listed once at start; a rebuild needs a restart, as `npm start` does.
 *
 * The current publication (`published`, docs/decisions/102) comes first: a published file answers in place of the
 * build's file of the same name, with the same headers, and a withdrawn one is not found. Each request reads the
 * overlay once, so it is answered from one generation.
 */
export function uiHosting(uiDir: string, securityHeaders: HeaderPairs, published: () => PublishedOverlay | undefined = () => undefined): UiHosting {
  const build = listBuild(uiDir);
  // Every page names the rules that let the browser prerender the next one on intent (docs/decisions/080).
  const headers: SiteHeaders = { page: [...securityHeaders, SPECULATION_RULES_HEADER], file: securityHeaders };
  const bodyOf = (entry: BuiltFile): EncodedBody =>
    (entry.body ??= readBuiltFile(entry, entry.contentType === CONTENT_TYPES['.html'] ? headers.page : headers.file));

  const notFoundFile = join(uiDir, NOT_FOUND_FILE);
  let notFoundAtTheDoor: EncodedBody | undefined;
  /** The build's not-found page with every header it needs, for the front door, where no middleware has set any. */
  const builtNotFound = (): EncodedBody =>
    (notFoundAtTheDoor ??= existsSync(notFoundFile)
      ? readBuiltFile({ file: notFoundFile, contentType: CONTENT_TYPES['.html']!, cacheControl: PAGE }, headers.page)
      : new EncodedBody({ identity: Buffer.from(BARE_NOT_FOUND) }, { contentType: CONTENT_TYPES['.html']!, cacheControl: PAGE, extra: headers.page }));

  const prebuilt: FrontAnswer = (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const path = pathOf(request);
    const overlay = published();
    const answer = overlay?.find(path);
    // A published file is answered whole, whatever range is asked (RFC 9110 §14.2 lets a server ignore Range).
    if (answer === WITHDRAWN) return (overlay!.notFound ?? builtNotFound()).send(request, response, 404);
    if (answer !== undefined) return answer.send(request, response);
    if (request.headers.range !== undefined) return next();
    const entry = build.find(path);
    if (!entry) return next();
    bodyOf(entry).send(request, response);
  };

  // Hashed build assets never change under their name; other public files may.
  const assetsDir = join(uiDir, 'assets') + sep;
  const fromDisk = express.static(uiDir, {
    index: false,
    redirect: false,
    setHeaders: (response, file) => {
      response.setHeader('Cache-Control', file.startsWith(assetsDir) ? IMMUTABLE : PUBLIC_FILE);
    },
  });
  // HTML is only ever served as a page, so /404.html or /tours/index.html never answer 200 by name.
  const staticFiles: RequestHandler = (request, response, next) =>
    isServerPath(request.path) || request.path.endsWith('.html') || isPrecompressedCopy(request.path) ? next() : fromDisk(request, response, next);

  let notFound: EncodedBody | undefined;
  const pagesFromDisk = (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isServerPath(request.path)) return next();
    const page = prerenderedPageFor(uiDir, request.path);
    if (page) {
      response.setHeader('Cache-Control', PAGE);
      response.setHeader(...SPECULATION_RULES_HEADER);
      response.type('html');
      response.sendFile(page);
      return;
    }
    const publishedNotFound = published()?.notFound;
    if (publishedNotFound) return publishedNotFound.send(request, response, 404);
    // The security headers are already set by their middleware on this path.
    if (!notFound && existsSync(notFoundFile)) notFound = readBuiltFile({ file: notFoundFile, contentType: CONTENT_TYPES['.html']!, cacheControl: PAGE }, []);
    if (notFound) {
      notFound.send(request, response, 404);
    } else {
      response.setHeader('Cache-Control', PAGE);
      response.type('html');
      response.status(404).send(BARE_NOT_FOUND);
    }
  };
  return { headers, prebuilt, fallback: [staticFiles, pagesFromDisk] };
}

/** The not-found page of a build without one. */
const BARE_NOT_FOUND = '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>';

/** Every file and page of the build, by the URL path that asks for it (site-index.ts says which files have one). */
function listBuild(uiDir: string): SiteIndex<BuiltFile> {
  const index = new SiteIndex<BuiltFile>();
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = join(dir, entry.name);
      const name = relative(uiDir, file).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!isServerPath(`/${name}`)) walk(file);
      } else if (entry.isFile()) {
        const url = `/${name}`;
        const contentType =
          url === SPECULATION_RULES_PATH ? SPECULATION_RULES_CONTENT_TYPE : (CONTENT_TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream');
        index.add(name, ({ cacheControl }) => ({ file, contentType, cacheControl }));
      }
    }
  };
  walk(uiDir);
  return index;
}

/** The file and the compressed copies that are at least as new as it (a copy older than its file is stale, and ignored). */
function readBuiltFile(entry: BuiltFile, securityHeaders: HeaderPairs): EncodedBody {
  const modified = statSync(entry.file).mtimeMs;
  const copy = (extension: string): Buffer | undefined => {
    try {
      return statSync(entry.file + extension).mtimeMs >= modified ? readFileSync(entry.file + extension) : undefined;
    } catch {
      return undefined;
    }
  };
  const [br, gzip] = PRECOMPRESSED_SUFFIXES.map((suffix) => copy(suffix.extension));
  return new EncodedBody(
    { identity: readFileSync(entry.file), ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    { contentType: entry.contentType, cacheControl: entry.cacheControl, extra: securityHeaders },
  );
}

/** The prerendered file of a route path, or undefined. Never leaves uiDir. */
function prerenderedPageFor(uiDir: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '').replace(/[/\\]+$/, '');
  if (relative.split(sep).includes('..') || relative.includes('\0')) return undefined;
  const candidate = join(uiDir, relative, 'index.html');
  if (!candidate.startsWith(uiDir + sep) && candidate !== join(uiDir, 'index.html')) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}
