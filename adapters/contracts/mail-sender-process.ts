/**
 * A server's mail sender alone, for the kill -9 test (sqlite-mail-kill.test.ts, docs/decisions/123): the product's
 * MailSender over the SQLite inbox store and the SMTP transport, looking for due mail every `pollMs`. Not part of the
 * product: nothing imports it. Its one argument is JSON: { file, smtpUrl, pollMs, leaseMs, firstRetryMs }. Prints
 * "ready", then one line per mail it handled: "<outcome> <id>".
 */
import { MailSender } from '../../domain/mail/mail-sender.js';
import { SmtpMailTransport } from '../mail/smtp-mail-transport.js';
import { openDatabase } from '../sqlite/database.js';
import { SqliteInboxStore } from '../sqlite/sqlite-inbox-store.js';
import { SystemClock } from '../system/system-clock.js';

interface Order {
  readonly file: string;
  readonly smtpUrl: string;
  readonly pollMs: number;
  readonly leaseMs: number;
  readonly firstRetryMs: number;
}

const order = JSON.parse(process.argv[2]!) as Order;
const sender = new MailSender(new SqliteInboxStore(openDatabase(order.file)), new SmtpMailTransport(order.smtpUrl), new SystemClock(), `process-${process.pid}`, {
  leaseMs: order.leaseMs,
  firstRetryMs: order.firstRetryMs,
  longestRetryMs: order.firstRetryMs * 4,
  maxAttempts: 1000,
});
process.stdout.write('ready\n');
for (;;) {
  for (const { id, outcome } of await sender.sendDue()) process.stdout.write(`${outcome} ${id}\n`);
  await new Promise((resolve) => setTimeout(resolve, order.pollMs));
}
