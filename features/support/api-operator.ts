import { tourImagePath } from '../../domain/tours/tour-image-paths.js';
import { call, type ApiAnswer } from './api-client.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';

/**
 * The operator's raw HTTP calls (docs/product.md §7, docs/architecture.md §3), for the @api scenarios that send what
 * no browser adapter would: garbled JSON, unknown fields, forged or reused upload URLs, a stranger's token.
 * Every ordinary journey goes through the browser's own adapters and use cases instead
 * (features/support/assemblies/api-portal.ts).
 */
export class ApiOperator {
  token: string | undefined;

  constructor(private readonly baseUrl: () => string) {}

  private get authorization(): Record<string, string> {
    return this.token === undefined ? {} : { authorization: `Bearer ${this.token}` };
  }

  async signIn(password: string = TEST_ADMIN_PASSWORD): Promise<ApiAnswer> {
    const answer = await call(this.baseUrl(), 'POST', '/api/admin/session', { body: { password } });
    if (answer.status === 200) this.token = answer.json<{ token: string }>().token;
    return answer;
  }

  signOut(): Promise<ApiAnswer> {
    return call(this.baseUrl(), 'DELETE', '/api/admin/session', { headers: this.authorization });
  }

  requestUploadUrl(): Promise<ApiAnswer> {
    return call(this.baseUrl(), 'POST', '/api/objects/upload', { headers: { ...this.authorization, 'content-type': 'application/json' } });
  }

  /** A fresh upload URL; fails the scenario when the server refuses one. */
  async uploadUrl(): Promise<string> {
    const answer = await this.requestUploadUrl();
    if (answer.status !== 200) throw new Error(`No upload URL: ${answer.status} ${answer.text}`);
    return answer.json<{ uploadURL: string }>().uploadURL;
  }

  sendFile(uploadURL: string, bytes: Uint8Array, contentType: string): Promise<ApiAnswer> {
    return call(this.baseUrl(), 'PUT', uploadURL, { headers: { 'content-type': contentType }, body: bytes });
  }

  saveTourPhoto(tourId: string, imageURL: string, extra: Record<string, unknown> = {}): Promise<ApiAnswer> {
    return call(this.baseUrl(), 'PUT', tourImagePath(tourId), { headers: this.authorization, body: { imageURL, ...extra } });
  }

  /** Sign in (once), upload, save: the whole single-upload journey; gives the stored photo's path. */
  async replaceTourPhoto(tourId: number, bytes: Uint8Array, contentType = 'image/jpeg'): Promise<string> {
    if (this.token === undefined) {
      const signIn = await this.signIn();
      if (signIn.status !== 200) throw new Error(`Sign-in refused: ${signIn.status} ${signIn.text}`);
    }
    const uploadURL = await this.uploadUrl();
    const upload = await this.sendFile(uploadURL, bytes, contentType);
    if (upload.status !== 200) throw new Error(`Upload refused: ${upload.status} ${upload.text}`);
    const save = await this.saveTourPhoto(String(tourId), uploadURL);
    if (save.status !== 200) throw new Error(`Save refused: ${save.status} ${save.text}`);
    return save.json<{ imageURL: string }>().imageURL;
  }
}

/**
 * Which photo is which: scenarios name the operator's photos (catalogue.operatorPhotoUrl), the
 * server stores them under ids it makes up. The album turns a stored URL back into the scenario's name.
 */
export class OperatorPhotoAlbum {
  private readonly names = new Map<string, string>();

  record(name: string, storedUrl: string): void {
    this.names.set(storedUrl, name);
  }

  /** The stored URL of the photo a scenario named. */
  storedUrlOf(name: string): string {
    for (const [url, named] of this.names) if (named === name) return url;
    throw new Error(`No photo named "${name}" was stored`);
  }

  nameOf(url: string): string {
    return this.names.get(url) ?? this.names.get(new URL(url, 'http://server.test').pathname) ?? url;
  }
}
