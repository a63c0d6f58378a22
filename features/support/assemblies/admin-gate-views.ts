import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { HttpAdminApi, ADMIN_SESSION_PATH } from '../../../adapters/http/http-admin-api.js';
import { HttpTourPhotoUploads } from '../../../adapters/http/http-tour-photo-uploads.js';
import type { AdminApi } from '../../../domain/admin/admin-api.js';
import { AdminSession } from '../../../domain/admin/admin-session.js';
import { TourPhotoUploadFailed, type TourPhotoUploads } from '../../../domain/admin/tour-photo-uploads.js';
import { storedPathOfUploadUrl } from '../../../domain/objects/object-id.js';
import { uploadAttemptOf } from '../../../domain/objects/upload-url-signer.js';
import { call } from '../api-client.js';
import { ApiOperator } from '../api-operator.js';
import { AdminPage } from '../pages/admin-page.js';
import type { AdminGateView, ToastView, UploadLinkOutcome } from '../portal.js';
import { fixtureFile, type ServerUnderTest } from '../server-under-test.js';
import type { DomainServer } from './domain-server.js';

const operatorPhoto = readFileSync(fixtureFile('images/operator-photo.jpg'));

/*
 * The /admin gate at each level (features/admin-access.feature). Every level's server knows the same operator's
 * password, TEST_ADMIN_PASSWORD (test-support/admin-sessions.ts).
 */

/** The server's side of the upload links: the page's TourPhotoUploads port, and whether a photo was kept under a link's id. */
interface UploadLinks {
  readonly uploads: TourPhotoUploads<Blob>;
  keepsPhotoOf(uploadLink: string): Promise<boolean>;
}

/** The server's message in a refusal's detail ("403: {json error}" over HTTP, "403: text" at @domain). */
function refusalOf(failure: TourPhotoUploadFailed): UploadLinkOutcome {
  const body = failure.detail.replace(/^\d{3}: /, '');
  let message = body;
  try {
    message = (JSON.parse(body) as { message?: string }).message ?? body;
  } catch {
    // A plain-text refusal is its own message.
  }
  return { kind: 'refused', status: failure.status, message };
}

/**
 * The page's own use case (AdminSession) over an AdminApi, and the upload links its session asks for: the server's
 * use cases in memory at @domain, the real server over HTTP at @api.
 */
function gateOver(api: AdminApi, isOpen: (token: string) => Promise<boolean>, links: UploadLinks): AdminGateView {
  const session = new AdminSession(api);
  let lastToken: string | undefined;
  return {
    askForUploadLink: async () => {
      if (session.token === undefined) throw new Error('The page is locked: it has no session to ask with');
      return links.uploads.requestUploadUrl(session.token);
    },
    sendPhotoTo: async (uploadLink) => {
      try {
        await links.uploads.sendPhoto(uploadLink, new Blob([operatorPhoto], { type: 'image/jpeg' }));
        return { kind: 'kept' };
      } catch (error) {
        if (error instanceof TourPhotoUploadFailed) return refusalOf(error);
        throw error;
      }
    },
    keepsPhotoOf: (uploadLink) => links.keepsPhotoOf(uploadLink),
    typePassword: async (text) => session.typePassword(text),
    signIn: async (password) => {
      session.typePassword(password);
      const toast = await session.submit();
      if (!toast) throw new Error('"Access Admin Panel" could not be pressed');
      lastToken = session.token ?? lastToken;
      return toast;
    },
    logout: async () => {
      await session.logout();
    },
    state: async () => {
      const { access, password, canSubmit } = session.snapshot;
      if (access === 'checking') throw new Error('The page is still checking the password');
      return { access, password, canSubmit };
    },
    lastSessionIsOpen: async () => {
      if (lastToken === undefined) throw new Error('No sign-in opened a session');
      return isOpen(lastToken);
    },
  };
}

/** The server's sessions and upload links as the @domain level runs them (DomainServer). */
export function domainAdminGate(server: DomainServer): AdminGateView {
  return gateOver(server, (token) => server.isOpen(token), {
    uploads: server,
    keepsPhotoOf: (uploadLink) => server.storage.has(uploadAttemptOf(uploadLink).objectId),
  });
}

/** The server's side of the gate: the browser's HttpAdminApi, and an admin call with the token to see if it still opens. */
export function apiAdminGate(server: ServerUnderTest): AdminGateView {
  return gateOver(new HttpAdminApi(server.baseUrl), (token) => serverAccepts(server, token), {
    uploads: new HttpTourPhotoUploads(server.baseUrl),
    keepsPhotoOf: async (uploadLink) => {
      const answer = await call(server.baseUrl, 'GET', storedPathOfUploadUrl(uploadLink) ?? '/objects/none');
      if (answer.status !== 200 && answer.status !== 404) throw new Error(`The photo of an upload link was answered ${answer.status}`);
      return answer.status === 200;
    },
  });
}

/** Whether the server still opens an admin call (an upload address) with this session's token. */
async function serverAccepts(server: ServerUnderTest, token: string): Promise<boolean> {
  const operator = new ApiOperator(() => server.baseUrl);
  operator.token = token;
  const answer = await operator.requestUploadUrl();
  if (answer.status !== 200 && answer.status !== 401) throw new Error(`An upload address was answered ${answer.status}`);
  return answer.status === 200;
}

/** The server answers a sign-in no sooner than 1 s later (docs/product.md §9). */
const SIGN_IN_WAIT = { timeout: 10_000 };

/** The real /admin page in Chromium. */
export async function uiAdminGate(page: Page, server: ServerUnderTest): Promise<AdminGateView> {
  const admin = new AdminPage(page);
  await admin.open(server.baseUrl);
  let lastToken: string | undefined;
  const shownToast = async (): Promise<ToastView> => {
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const shown = notifications.locator('span');
    await shown.first().waitFor(SIGN_IN_WAIT);
    const [title = '', description] = (await shown.allTextContents()).map((text) => text.trim());
    // Refusals are announced in the assertive region (ui/components/toaster.tsx).
    const variant = (await notifications.getByRole('alert').locator('span').count()) > 0 ? 'destructive' : 'default';
    return description ? { title, description, variant } : { title, variant };
  };
  return {
    typePassword: (text) => admin.passwordField.fill(text),
    signIn: async (password) => {
      await admin.passwordField.fill(password);
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === ADMIN_SESSION_PATH && response.request().method() === 'POST',
        SIGN_IN_WAIT,
      );
      await admin.button('Access Admin Panel').click();
      const answer = await answered;
      if (answer.ok()) lastToken = ((await answer.json()) as { token: string }).token;
      // The page has settled once the button no longer reads 'Checking...'.
      await expect(admin.accessButton.or(admin.managementHeading).first()).toBeVisible(SIGN_IN_WAIT);
      await expect(page.getByRole('button', { name: 'Checking...' })).toHaveCount(0, SIGN_IN_WAIT);
      return shownToast();
    },
    logout: async () => {
      const signedOut = page.waitForResponse(
        (response) => new URL(response.url()).pathname === ADMIN_SESSION_PATH && response.request().method() === 'DELETE',
        SIGN_IN_WAIT,
      );
      await admin.button('Logout').click();
      await signedOut;
    },
    state: async () => {
      const unlocked = await admin.managementHeading.isVisible();
      const locked = await admin.lockHeading.isVisible();
      if (unlocked === locked) throw new Error(`The page shows ${locked ? 'both the gate and the management' : 'neither the gate nor the management'}`);
      if (unlocked) return { access: 'unlocked', password: '', canSubmit: false };
      return { access: 'locked', password: await admin.passwordField.inputValue(), canSubmit: await admin.accessButton.isEnabled() };
    },
    lastSessionIsOpen: async () => {
      if (lastToken === undefined) throw new Error('No sign-in opened a session');
      return serverAccepts(server, lastToken);
    },
  };
}
