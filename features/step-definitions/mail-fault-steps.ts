import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ADMIN_OUTBOX_PATH, RELOCATION_REQUESTS_PATH } from '../../domain/api-paths.js';
import type { Outbox } from '../../domain/inbox/inbox-admin.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { SmtpCapture } from '../../test-support/smtp-capture.js';
import { KillableServer } from '../support/killable-server.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/relocation-requests.feature, "a server killed while it sends" (issue 39 point 8; docs/decisions/123, 138):
 * the whole built server in its own process, killed with SIGKILL while a message's DATA is in and its 250 held back,
 * started again on the same DATA_DIR with the SMTP server down, then the SMTP server back on the same port.
 */

interface Fault {
  readonly capture: SmtpCapture;
  readonly port: number;
  readonly server: KillableServer;
  killed?: Promise<void>;
  sent: number;
}
const faults = new WeakMap<PortalWorld, Fault>();
const fault = (world: PortalWorld) => faults.get(world) ?? assert.fail('No killable server was started');

/** Checks until `check` passes, for up to `withinMs` (a lease running out and retries take seconds, not the usual 5). */
async function until<T>(what: string, check: () => Promise<T | undefined>, withinMs = 15_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < withinMs; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const value = await check();
    if (value !== undefined) return value;
  }
  throw new Error(`Not within ${withinMs} ms: ${what}`);
}

async function outbox(server: KillableServer): Promise<Outbox> {
  const session = await fetch(`${server.baseUrl}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
  const { token } = (await session.json()) as { token: string };
  return (await (await fetch(`${server.baseUrl}${ADMIN_OUTBOX_PATH}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Outbox;
}

Given('{int} consultation requests were sent to a built server whose mail goes to a local SMTP server', async function (this: PortalWorld, requests: number) {
  const capture = new SmtpCapture();
  const port = await capture.start();
  const server = new KillableServer(`smtp://127.0.0.1:${port}`, 'operator@costaricagateway.com');
  const state: Fault = { capture, port, server, sent: requests * 2 };
  faults.set(this, state);
  await server.start();
  // The fourth message's DATA is in when the whole server is killed; its 250 is held back, so it was never taken.
  capture.onReceived = () => {
    if (capture.mails.length !== 3 || state.killed) return;
    capture.holdMs = 5_000;
    state.killed = server.kill();
  };
  for (let index = 0; index < requests; index++) {
    const body = { name: `Visitor ${index}`, email: `visitor${index}@example.cr`, services: ['banking'], moveWhen: 'not-sure', message: '', website: '' };
    const answer = await fetch(`${server.baseUrl}${RELOCATION_REQUESTS_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${200 + index}` }, body: JSON.stringify(body) });
    assert.equal(answer.status, 202);
  }
});

When('the whole server is killed with SIGKILL while a mail is on the wire', async function (this: PortalWorld) {
  const state = fault(this);
  await until('the kill', async () => (state.killed === undefined ? undefined : true));
  await state.killed;
  assert.equal(state.capture.mails.length, 3);
});

When('it is started again on the same data with the SMTP server down', async function (this: PortalWorld) {
  const { capture, server, sent } = fault(this);
  await capture.stop();
  capture.holdMs = 0;
  capture.onReceived = undefined;
  await server.start();
  // Every mail not delivered is tried and fails, the one cut on the wire too once its lease ran out (a second attempt).
  await until('every undelivered mail retried against the SMTP server that is down', async () => {
    const unsent = (await outbox(server)).messages.filter((message) => message.state !== 'sent');
    const allTried = unsent.length === sent - 3 && unsent.every((message) => /ECONNREFUSED/.test(message.lastError ?? ''));
    return allTried && unsent.some((message) => message.attempts >= 2) ? true : undefined;
  });
});

When('the SMTP server comes back up', async function (this: PortalWorld) {
  const { capture, port } = fault(this);
  await capture.start(port);
});

Then('every mail is delivered exactly once', async function (this: PortalWorld) {
  const { capture, server, sent } = fault(this);
  const messages = await until('every mail sent', async () => {
    const all = (await outbox(server)).messages;
    return all.length === sent && all.every((message) => message.state === 'sent') ? all : undefined;
  });
  assert.deepEqual(capture.messageIds().sort(), messages.map((message) => message.id).sort());
});

After(async function (this: PortalWorld) {
  const state = faults.get(this);
  if (!state) return;
  await state.server.remove();
  await state.capture.stop();
});
