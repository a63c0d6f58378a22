import { expect, type Page } from '@playwright/test';
import { HttpAdminApi, ADMIN_SESSION_PATH } from '../../../adapters/http/http-admin-api.js';
import { InMemoryAdminApi } from '../../../adapters/memory/in-memory-admin-api.js';
import type { AdminApi } from '../../../domain/admin/admin-api.js';
import { AdminSession } from '../../../domain/admin/admin-session.js';
import { ApiOperator } from '../api-operator.js';
import { AdminPage } from '../pages/admin-page.js';
import type { AdminGateView, ToastView } from '../portal.js';
import { TEST_ADMIN_PASSWORD, type ServerUnderTest } from '../server-under-test.js';

/*
 * The /admin gate at each level (features/admin-access.feature). Every level's server knows the same operator's
 * password, TEST_ADMIN_PASSWORD (features/support/server-under-test.ts).
 */

/** The page's own use case (AdminSession) over an AdminApi: in memory at @domain, the real server's over HTTP at @api. */
function gateOver(api: AdminApi, isOpen: (token: string) => Promise<boolean>): AdminGateView {
  const session = new AdminSession(api);
  let lastToken: string | undefined;
  return {
    typePassword: async (text) => session.typePassword(text),
    signIn: async (password) => {
      session.typePassword(password);
      const toast = await session.submit();
      if (!toast) throw new Error('"Access Admin Panel" could not be pressed');
      lastToken = session.token ?? lastToken;
      return toast;
    },
    logout: () => session.logout(),
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

export function domainAdminGate(): AdminGateView {
  const api = new InMemoryAdminApi(TEST_ADMIN_PASSWORD);
  return gateOver(api, async (token) => api.isOpen(token));
}

/** The server's side of the gate: the browser's HttpAdminApi, and an admin call with the token to see if it still opens. */
export function apiAdminGate(server: ServerUnderTest): AdminGateView {
  return gateOver(new HttpAdminApi(server.baseUrl), async (token) => {
    return serverAccepts(server, token);
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
