import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, posix, sep } from 'node:path';
import { EncodedBody, type HeaderPairs } from '../http/encoded-body.js';
import { pathOf, type FrontAnswer } from '../http/front-door.js';
import { SPECULATION_RULES_CONTENT_TYPE, SPECULATION_RULES_HEADER, SPECULATION_RULES_PATH } from '../../domain/navigation/speculation-rules.js';
import { PRECOMPRESSED_SUFFIXES } from './precompressed-suffixes.js';

/** Paths the UI never answers: the API and stored objects keep their JSON errors. */
const SERVER_PREFIXES = ['/api', '/objects'];

/** Hashed build assets never change under their name; other public files may; pages are checked on every visit. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE = 'public, max-age=3600';
const PAGE = 'no-cache';

/** The content types of the files a UI build holds (the same as express.static's). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A file of the build, read and hashed on its first request, then answered from memory. */
interface BuiltFile {
  readonly file: string;
  readonly contentType: string;
  readonly cacheControl: string;
  body?: EncodedBody;
}

export interface UiHosting {
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
 */
export function uiHosting(uiDir: string, securityHeaders: HeaderPairs): UiHosting {
  const { files, pages } = listBuild(uiDir);
  // Every page names the rules that let the browser prerender the next one on intent (docs/decisions/080).
  const pageHeaders: HeaderPairs = [...securityHeaders, SPECULATION_RULES_HEADER];
  const bodyOf = (entry: BuiltFile): EncodedBody =>
    (entry.body ??= readBuiltFile(entry, entry.contentType === CONTENT_TYPES['.html'] ? pageHeaders : securityHeaders));

  const prebuilt: FrontAnswer = (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range !== undefined) return next();
    const path = pathOf(request);
    const entry = files.get(path) ?? pages.get(path) ?? (ODD_PATH.test(path) ? lookUp(files, pages, path) : undefined);
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

  const notFoundFile = join(uiDir, '404.html');
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
    // The security headers are already set by their middleware on this path.
    if (!notFound && existsSync(notFoundFile)) notFound = readBuiltFile({ file: notFoundFile, contentType: CONTENT_TYPES['.html']!, cacheControl: PAGE }, []);
    if (notFound) {
      notFound.send(request, response, 404);
    } else {
      response.setHeader('Cache-Control', PAGE);
      response.type('html');
      response.status(404).send('<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>');
    }
  };
  return { prebuilt, fallback: [staticFiles, pagesFromDisk] };
}

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function isPrecompressedCopy(path: string): boolean {
  return PRECOMPRESSED_SUFFIXES.some((suffix) => path.endsWith(suffix.extension));
}

/** Every file and page of the build, by the URL path that asks for it (no dotfiles, no API paths, no `.br`/`.gz` copies). */
function listBuild(uiDir: string): { files: Map<string, BuiltFile>; pages: Map<string, BuiltFile> } {
  const files = new Map<string, BuiltFile>();
  const pages = new Map<string, BuiltFile>();
  const assetsDir = join(uiDir, 'assets') + sep;
  const walk = (dir: string, urlDir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = join(dir, entry.name);
      const url = `${urlDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!isServerPath(url)) walk(file, url);
      } else if (entry.isFile() && !isPrecompressedCopy(entry.name)) {
        if (entry.name === 'index.html') {
          const page: BuiltFile = { file, contentType: CONTENT_TYPES['.html']!, cacheControl: PAGE };
          pages.set(urlDir || '/', page);
          if (urlDir) pages.set(`${urlDir}/`, page);
        } else if (extname(entry.name) !== '.html') {
          const contentType =
            url === SPECULATION_RULES_PATH ? SPECULATION_RULES_CONTENT_TYPE : (CONTENT_TYPES[extname(entry.name).toLowerCase()] ?? 'application/octet-stream');
          files.set(url, { file, contentType, cacheControl: file.startsWith(assetsDir) ? IMMUTABLE : PUBLIC_FILE });
        }
      }
    }
  };
  walk(uiDir, '');
  return { files, pages };
}

/** Percent-encoding, doubled slashes, backslashes or dot segments: the only paths worth a second look. */
const ODD_PATH = /%|\/\/|\\|\/\./;

/** An address written differently from the file's own (percent-encoded, doubled or trailing slashes) finds it too. */
function lookUp(files: Map<string, BuiltFile>, pages: Map<string, BuiltFile>, path: string): BuiltFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const normalized = posix.normalize(decoded.replaceAll('\\', '/'));
  return files.get(normalized) ?? pages.get(normalized.replace(/\/+$/, '') || '/');
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
