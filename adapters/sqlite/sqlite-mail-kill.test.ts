import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aMail, aRelocationRequest } from '../../test-support/inbox.js';
import { SmtpCapture } from '../../test-support/smtp-capture.js';
import { compiledScript } from '../contracts/plain-javascript.js';
import { openDatabase } from './database.js';
import { SqliteInboxStore } from './sqlite-inbox-store.js';

const dataDir = mkdtempSync(join(tmpdir(), 'crg-mail-kill-'));
const script = compiledScript(new URL('../contracts/mail-sender-process.ts', import.meta.url).pathname);
afterAll(() => {
  script.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, withinMs = 15_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < withinMs; await sleep(20)) if (await check()) return;
  throw new Error(`Not within ${withinMs} ms: ${what}`);
}

describe('the mail queue under kill -9 (issue 39 point 8, docs/decisions/123)', () => {
  it('delivers every mail exactly once after a kill mid-send and a restart with SMTP down, then up', async () => {
    const file = join(dataDir, 'portal.db');
    const store = new SqliteInboxStore(openDatabase(file));
    const now = new Date().toISOString();
    const mails = Array.from({ length: 10 }, (_, index) => aMail({ id: `kill-${index}@costaricagateway.com`, createdAt: now }));
    await store.addRequest(aRelocationRequest(), mails);

    const capture = new SmtpCapture();
    const port = await capture.start();
    const order = JSON.stringify({ file, smtpUrl: `smtp://127.0.0.1:${port}`, pollMs: 50, leaseMs: 1500, firstRetryMs: 200 });
    const start = (): ChildProcess => spawn(process.execPath, [script.file, order], { stdio: ['ignore', 'pipe', 'inherit'] });

    // The fourth message is on the wire (its DATA received, the 250 held back) when the sender is killed.
    let sender = start();
    let killedOnTheWire = false;
    capture.onReceived = () => {
      if (capture.mails.length === 3 && !killedOnTheWire) {
        capture.holdMs = 5_000;
        killedOnTheWire = sender.kill('SIGKILL');
      }
    };
    await until('the sender killed mid-send', () => killedOnTheWire);
    await until('the killed sender gone', () => sender.signalCode !== null);
    expect(capture.mails).toHaveLength(3);
    const onTheWire = (await store.mails(20)).find((mail) => mail.state === 'sending');
    expect(onTheWire).toMatchObject({ id: 'kill-3@costaricagateway.com', attempts: 1 });

    // SMTP down: the restarted sender takes the killed one's mail up once its lease runs out, and retries all with backoff.
    await capture.stop();
    capture.holdMs = 0;
    capture.onReceived = undefined;
    sender = start();
    await until('every unsent mail retried while SMTP is down, the killed one included', async () => {
      const unsent = (await store.mails(20)).filter((mail) => mail.state !== 'sent');
      return unsent.length === 7 && unsent.every((mail) => mail.state === 'retrying' || (mail.state === 'sending' && mail.attempts >= 2)) && unsent.some((mail) => mail.id === 'kill-3@costaricagateway.com' && mail.attempts >= 2);
    });
    expect((await store.mails(20)).filter((mail) => mail.lastError !== undefined).every((mail) => /ECONNREFUSED/.test(mail.lastError!))).toBe(true);

    // SMTP up again on the same address: every mail arrives, each once.
    await capture.start(port);
    await until('all ten delivered', async () => (await store.mails(20)).every((mail) => mail.state === 'sent'));
    sender.kill('SIGKILL');
    await sleep(300);
    expect(capture.messageIds().sort()).toEqual(mails.map((mail) => mail.id).sort());
    await capture.stop();
  }, 60_000);
});
