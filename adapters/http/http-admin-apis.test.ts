import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSignInRefused } from '../../domain/admin/admin-api.js';
import { TourPhotoUploadFailed } from '../../domain/admin/tour-photo-uploads.js';
import { isAdminTourId } from '../../domain/tours/admin-tour-id.js';
import { jpegStartBytes } from '../../test-support/photos.js';
import { adminApiContract } from '../contracts/admin-api.contract.js';
import { tourPhotoUploadsContract } from '../contracts/tour-photo-uploads.contract.js';
import { HttpAdminApi } from './http-admin-api.js';
import { HttpTourPhotoUploads } from './http-tour-photo-uploads.js';

/**
 * A stand-in for the server's admin calls, answering the way docs/architecture.md §3 decides: sessions by
 * password, single-use same-origin upload URLs, and saving only stored photos for tours 1–11.
 * The password "busy" answers 429, "disk-full" 503 and "broken" 500; the token "broken" makes sign-out fail.
 */
const PASSWORD = 'pura-vida-2026';
const sessions = new Set<string>();
const pending = new Set<string>();
const stored = new Set<string>();
/** The saved record of each tour, so a revert can tell whether any tour still shows a photo. */
const tourRecords = new Map<number, string>();
let issued = 0;
let server: Server;
let origin = '';

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(response: import('node:http').ServerResponse, status: number, value?: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(value === undefined ? undefined : JSON.stringify(value));
}

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** The stand-in server's answers, as docs/architecture.md §3 decides them. */
async function answer(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const content = await body(request);
  if (url.pathname === '/api/admin/session' && request.method === 'POST') {
    const { password } = JSON.parse(content.toString()) as { password: string };
    if (password === 'busy') return json(response, 429, { statusCode: 429 });
    if (password === 'disk-full') return json(response, 503, { statusCode: 503 });
    if (password === 'broken') return json(response, 500, { statusCode: 500 });
    if (password !== PASSWORD) return json(response, 401, { statusCode: 401 });
    issued += 1;
    sessions.add(`session-${issued}`);
    return json(response, 200, { token: `session-${issued}`, expiresAt: new Date(Date.now() + 60_000).toISOString() });
  }
  if (url.pathname === '/api/admin/session' && request.method === 'DELETE') {
    if (token === 'broken') return json(response, 500, { statusCode: 500 });
    return json(response, sessions.delete(token) ? 204 : 401);
  }
  if (url.pathname === '/api/objects/upload' && request.method === 'POST') {
    if (!sessions.has(token)) return json(response, 401, { statusCode: 401 });
    issued += 1;
    pending.add(`upload-${issued}`);
    return json(response, 200, { uploadURL: `/api/objects/uploads/upload-${issued}?sig=x` });
  }
  const upload = /^\/api\/objects\/uploads\/(.+)$/.exec(url.pathname);
  if (upload && request.method === 'PUT') {
    if (!pending.delete(upload[1]!)) return json(response, 403, { statusCode: 403 });
    if (!(request.headers['content-type'] ?? '').startsWith('image/') || content.length === 0) return json(response, 415, { statusCode: 415 });
    stored.add(`/objects/${upload[1]}`);
    return json(response, 200, { objectPath: `/objects/${upload[1]}` });
  }
  const save = /^\/api\/tours\/(\d+)\/image$/.exec(url.pathname);
  const records = tourRecords;
  if (save && request.method === 'PUT') {
    const { imageURL } = JSON.parse(content.toString()) as { imageURL: string };
    const tourId = Number(save[1]);
    if (!sessions.has(token)) return json(response, 401, { statusCode: 401 });
    if (!isAdminTourId(tourId)) return json(response, 404, { statusCode: 404 });
    if (!stored.has(imageURL)) return json(response, 400, { statusCode: 400 });
    records.set(tourId, imageURL);
    return json(response, 200, { tourId, imageURL });
  }
  // DELETE /api/tours/{id}/image as the real server answers it (docs/decisions/062).
  if (save && request.method === 'DELETE') {
    const tourId = Number(save[1]);
    if (!sessions.has(token)) return json(response, 401, { statusCode: 401 });
    if (!isAdminTourId(tourId)) return json(response, 404, { statusCode: 404 });
    const imageURL = records.get(tourId);
    records.delete(tourId);
    if (imageURL && ![...records.values()].includes(imageURL)) stored.delete(imageURL);
    response.writeHead(204).end();
    return;
  }
  return json(response, 404, { statusCode: 404 });
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** An origin where nothing listens: the server cannot be reached. */
async function closedOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
  return address;
}

adminApiContract('HttpAdminApi', PASSWORD, () => new HttpAdminApi(origin));

tourPhotoUploadsContract('HttpTourPhotoUploads', async () => {
  const { token } = await new HttpAdminApi(origin).signIn(PASSWORD);
  return { uploads: new HttpTourPhotoUploads(origin), token, closedToken: 'not-a-session', photo: new Blob([jpegStartBytes()], { type: 'image/jpeg' }) };
});

describe('HttpAdminApi maps the server answers to the domain (docs/architecture.md §3)', () => {
  it('reads 429 as too many attempts', async () => {
    const refusal = await new HttpAdminApi(origin).signIn('busy').catch((error: unknown) => error);
    expect(refusal).toEqual(new AdminSignInRefused('too-many-attempts'));
    expect((refusal as AdminSignInRefused).reason).toBe('too-many-attempts');
  });

  it('reads 503 as sign-in unavailable', async () => {
    const refusal = await new HttpAdminApi(origin).signIn('disk-full').catch((error: unknown) => error);
    expect(refusal).toEqual(new AdminSignInRefused('unavailable'));
    expect((refusal as AdminSignInRefused).reason).toBe('unavailable');
  });

  it('rejects without a refusal when the server fails or cannot be reached', async () => {
    const failed = await new HttpAdminApi(origin).signIn('broken').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(AdminSignInRefused);
    const unreachable = await new HttpAdminApi(await closedOrigin()).signIn(PASSWORD).catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(Error);
    expect(unreachable).not.toBeInstanceOf(AdminSignInRefused);
  });

  it('treats signing out of an ended session as done, and reports a failing server', async () => {
    await expect(new HttpAdminApi(origin).signOut('never-opened')).resolves.toBeUndefined();
    await expect(new HttpAdminApi(origin).signOut('broken')).rejects.toThrow('Admin sign-out answered 500');
  });
});

describe('HttpTourPhotoUploads', () => {
  it('names the step when the server cannot be reached', async () => {
    const uploads = new HttpTourPhotoUploads(await closedOrigin());
    const failure = await uploads.requestUploadUrl('token').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TourPhotoUploadFailed);
    expect((failure as TourPhotoUploadFailed).step).toBe('upload-url');
  });

  it('carries the status the server answered, which the upload retries read (401 ends the session, 403 gets a fresh URL)', async () => {
    const uploads = new HttpTourPhotoUploads(origin);
    const closed = await uploads.requestUploadUrl('not-a-session').catch((error: unknown) => error);
    expect((closed as TourPhotoUploadFailed).status).toBe(401);
    const { token } = await new HttpAdminApi(origin).signIn(PASSWORD);
    const uploadURL = await uploads.requestUploadUrl(token);
    const photo = new Blob([jpegStartBytes()], { type: 'image/jpeg' });
    await uploads.sendPhoto(uploadURL, photo);
    const used = await uploads.sendPhoto(uploadURL, photo).catch((error: unknown) => error);
    expect((used as TourPhotoUploadFailed).status).toBe(403);
    const unreachable = await new HttpTourPhotoUploads(await closedOrigin()).requestUploadUrl(token).catch((error: unknown) => error);
    expect((unreachable as TourPhotoUploadFailed).status).toBeUndefined();
  });

  it('resolves the same-origin upload URL against the server address', async () => {
    const { token } = await new HttpAdminApi(origin).signIn(PASSWORD);
    const uploadURL = await new HttpTourPhotoUploads(origin).requestUploadUrl(token);
    expect(uploadURL.startsWith(`${origin}/api/objects/uploads/`)).toBe(true);
  });
});
