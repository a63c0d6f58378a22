import { HttpAdminApi } from '../../adapters/http/http-admin-api.js';
import { HttpTourImagesApi } from '../../adapters/http/http-tour-images-api.js';
import { HttpTourPhotoUploads } from '../../adapters/http/http-tour-photo-uploads.js';
import { AdminSignInRefused, type AdminSignInRefusal } from '../../domain/admin/admin-api.js';
import { TourPhotoUploadFailed } from '../../domain/admin/tour-photo-uploads.js';
import { OperatorPhotoAlbum } from './api-operator.js';
import type { Operator } from './portal.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';

/** The two servers of features/scale-out.feature, as a load balancer would pick them. */
export type ServerName = 'A' | 'B';

export type SignInOutcome = 'granted' | AdminSignInRefusal;
export type SendOutcome = { readonly stored: string } | { readonly refused: number };

/**
 * The operator behind a load balancer: each call says which server gets it. The calls are the
 * admin page's own, through the browser's HTTP adapters (adapters/http), so what works here works
 * for the page. The actor remembers what an operator would: the session, the last upload address,
 * and which stored photo is which (the album).
 */
export class TwoServerOperator implements Pick<Operator, 'replaceTourPhoto'> {
  private token: string | undefined;
  /** The last upload address, as the page holds it: a same-origin path, valid on every server. */
  uploadAddress: string | undefined;
  readonly album = new OperatorPhotoAlbum();
  /** Every sign-in answer so far, in order, with the server that gave it. */
  readonly signIns: { readonly on: ServerName; readonly outcome: SignInOutcome }[] = [];
  /** The answer to the last photo sent. */
  lastSend: SendOutcome | undefined;
  /** The answers to the last photos sent at the same moment, by server. */
  lastSendsAtOnce: Partial<Record<ServerName, SendOutcome>> = {};

  constructor(
    private readonly servers: Readonly<Record<ServerName, string>>,
    private readonly photo: Blob,
  ) {}

  async signIn(on: ServerName, password = TEST_ADMIN_PASSWORD): Promise<SignInOutcome> {
    let outcome: SignInOutcome;
    try {
      this.token = (await new HttpAdminApi(this.servers[on]).signIn(password)).token;
      outcome = 'granted';
    } catch (error) {
      if (!(error instanceof AdminSignInRefused)) throw error;
      outcome = error.reason;
    }
    this.signIns.push({ on, outcome });
    return outcome;
  }

  async getUploadAddress(from: ServerName): Promise<string> {
    const url = new URL(await new HttpTourPhotoUploads(this.servers[from]).requestUploadUrl(this.session()));
    this.uploadAddress = `${url.pathname}${url.search}`;
    return this.uploadAddress;
  }

  /** Sends the photo to the last upload address, through one server. */
  async sendPhoto(through: ServerName, name = 'a photo'): Promise<SendOutcome> {
    if (this.uploadAddress === undefined) throw new Error('The operator has no upload address yet');
    try {
      const stored = await new HttpTourPhotoUploads(this.servers[through]).sendPhoto(new URL(this.uploadAddress, this.servers[through]).href, this.photo);
      this.album.record(name, stored);
      this.lastSend = { stored };
    } catch (error) {
      const status = error instanceof TourPhotoUploadFailed ? /^(\d{3}):/.exec(error.detail)?.[1] : undefined;
      if (status === undefined) throw error;
      this.lastSend = { refused: Number(status) };
    }
    return this.lastSend;
  }

  /** The last upload address, sent through several servers at the same moment (two retries racing). */
  async sendPhotoAtOnce(through: readonly ServerName[]): Promise<void> {
    const outcomes = await Promise.all(through.map((name) => this.sendPhoto(name)));
    this.lastSendsAtOnce = Object.fromEntries(through.map((name, index) => [name, outcomes[index]]));
  }

  async savePhoto(name: string, adminTourId: number, through: ServerName): Promise<void> {
    const stored = this.album.storedUrlOf(name);
    await new HttpTourPhotoUploads(this.servers[through]).saveTourImage(this.session(), adminTourId, stored);
  }

  /** The whole replacement with each call on the other server than the one before. */
  async replaceTourPhoto(adminTourId: number, name: string): Promise<void> {
    if (this.token === undefined && (await this.signIn('A')) !== 'granted') throw new Error('Sign-in refused');
    await this.getUploadAddress('B');
    const sent = await this.sendPhoto('A', name);
    if ('refused' in sent) throw new Error(`Upload refused: ${sent.refused}`);
    await this.savePhoto(name, adminTourId, 'B');
  }

  private session(): string {
    if (this.token === undefined) throw new Error('The operator has not signed in');
    return this.token;
  }
}

/** A visitor whose requests reach one server: the tour images, by the operator's photo names, and a stored photo. */
export class TwoServerVisitor {
  constructor(
    private readonly servers: Readonly<Record<ServerName, string>>,
    private readonly album: OperatorPhotoAlbum,
  ) {}

  async tourImages(on: ServerName): Promise<{ tourId: number; photo: string }[]> {
    const images = await new HttpTourImagesApi(this.servers[on]).list();
    return images.map(({ tourId, imageURL }) => ({ tourId, photo: this.album.nameOf(imageURL) }));
  }

  /** What a load balancer's health check reads (docs/architecture.md §3, GET /api/health). */
  async health(on: ServerName): Promise<{ status: number; body: unknown }> {
    const answer = await fetch(new URL('/api/health', this.servers[on]));
    return { status: answer.status, body: await answer.json() };
  }

  async photo(name: string, on: ServerName): Promise<{ status: number; type: string | null; bytes: Buffer }> {
    const answer = await fetch(new URL(this.album.storedUrlOf(name), this.servers[on]));
    return { status: answer.status, type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
  }
}
