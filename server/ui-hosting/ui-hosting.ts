import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/** Paths the UI never answers: the API and stored objects keep their JSON errors. */
const SERVER_PREFIXES = ['/api', '/objects'];

/**
 * Serves the built UI (docs/architecture.md §2, §4): hashed assets with immutable caching, the prerendered HTML
 * of each route (`{route}/index.html`, written by scripts/prerender.ts; client-only routes such as
 * /admin get a shell page there too), and the 404 page with HTTP 404 for every other path.
 */
export function uiHosting(uiDir: string): express.RequestHandler[] {
  const notFoundPage = join(uiDir, '404.html');
  const assetsDir = join(uiDir, 'assets') + sep;
  // Hashed build assets never change under their name; other public files may.
  const files = express.static(uiDir, {
    index: false,
    redirect: false,
    setHeaders: (response, file) => {
      response.setHeader('Cache-Control', file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const pages = (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isServerPath(request.path)) return next();

    const page = prerenderedPageFor(uiDir, request.path);
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html');
    if (page) {
      response.sendFile(page);
    } else if (existsSync(notFoundPage)) {
      response.status(404).sendFile(notFoundPage);
    } else {
      response.status(404).send('<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>');
    }
  };

  // HTML is only ever served through `pages`, so /404.html or /tours/index.html never answer 200 by name.
  const staticFiles: express.RequestHandler = (request, response, next) =>
    isServerPath(request.path) || request.path.endsWith('.html') ? next() : files(request, response, next);
  return [staticFiles, pages];
}

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
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
