import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { call, errorShapeOf } from '../support/api-client.js';
import { ApiOperator } from '../support/api-operator.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import type { PortalWorld } from '../support/world.js';

const MINUTE = 60_000;

async function signedIn(world: PortalWorld): Promise<ApiOperator> {
  const { operator } = world.api;
  const answer = await operator.signIn();
  assert.equal(answer.status, 200, `sign-in refused: ${answer.text}`);
  return operator;
}

Given('the operator has an admin session', async function (this: PortalWorld) {
  await signedIn(this);
});

When('the operator signs in with the right password', async function (this: PortalWorld) {
  this.api.answer = await this.api.operator.signIn();
});

When('someone signs in with a wrong password', async function (this: PortalWorld) {
  this.api.answer = await new ApiOperator(() => this.api.server.baseUrl).signIn('pura-vida');
});

Then('access is granted with a session that ends within 30 minutes of inactivity', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 200);
  const { token, expiresAt } = answer.json<{ token: string; expiresAt: string }>();
  assert.ok(token.length >= 32, 'a long random token');
  const minutesLeft = (Date.parse(expiresAt) - this.api.clock().now().getTime()) / MINUTE;
  assert.equal(minutesLeft, 30);
});

Then('access is denied', function (this: PortalWorld) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 401);
  errorShapeOf(answer);
  assert.ok(!answer.text.includes('token'), 'no session is given');
});

Then('the answer took at least one second', function (this: PortalWorld) {
  assert.ok(this.api.lastAnswer().elapsedMs >= 1000, `answered after ${Math.round(this.api.lastAnswer().elapsedMs)} ms`);
});

Given('someone has tried {int} wrong passwords within a minute', async function (this: PortalWorld, attempts: number) {
  const { server } = this.api;
  // Sent together: each answer takes a second, the limit counts them all the same.
  const answers = await Promise.all(Array.from({ length: attempts }, () => new ApiOperator(() => server.baseUrl).signIn('guess-' + Math.random())));
  assert.deepEqual(answers.map((answer) => answer.status), Array(attempts).fill(401));
});

When('someone sends {int} wrong passwords at the same moment', async function (this: PortalWorld, attempts: number) {
  const { server } = this.api;
  this.api.answers = await Promise.all(Array.from({ length: attempts }, (_, index) => new ApiOperator(() => server.baseUrl).signIn(`guess-${index}`)));
});

Then('at most {int} of them are answered as wrong and the others are asked to wait', function (this: PortalWorld, denied: number) {
  const statuses = this.api.answers.map((answer) => answer.status);
  const wrong = statuses.filter((status) => status === 401).length;
  assert.ok(wrong >= 1 && wrong <= denied, `${wrong} answered 401: ${statuses.join(' ')}`);
  for (const answer of this.api.answers.filter((each) => each.status !== 401)) {
    assert.equal(answer.status, 429, answer.text);
    errorShapeOf(answer);
    assert.match(String(answer.headers['retry-after']), /^[1-9]\d*$/);
  }
});

When('they sign in with the right password', async function (this: PortalWorld) {
  this.api.answer = await this.api.operator.signIn();
});

Then('they are asked to wait at most {int} seconds before trying again', function (this: PortalWorld, seconds: number) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, 429);
  errorShapeOf(answer);
  const retryAfter = Number(answer.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= seconds, `Retry-After: ${answer.headers['retry-after']}`);
});

Given('no session', function () {
  // The operator has not signed in: its calls carry no token.
});

Given('a made-up session', function (this: PortalWorld) {
  this.api.operator.token = 'bWFkZS11cC10b2tlbi10aGF0LWxvb2tzLXJlYWwtZW5vdWdo';
});

Given('a session unused for {int} minutes', async function (this: PortalWorld, minutes: number) {
  await signedIn(this);
  this.api.clock().advance(minutes * MINUTE);
});

Given('a session {int} hours old, although used every {int} minutes', async function (this: PortalWorld, hours: number, every: number) {
  const operator = await signedIn(this);
  for (let elapsed = every; elapsed < hours * 60; elapsed += every) {
    this.api.clock().advance(every * MINUTE);
    assert.equal((await operator.requestUploadUrl()).status, 200, `still open after ${elapsed} minutes`);
  }
  this.api.clock().advance(every * MINUTE);
});

Given('a session the operator has signed out of', async function (this: PortalWorld) {
  const operator = await signedIn(this);
  assert.equal((await operator.signOut()).status, 204);
});

When('{int} minutes pass', function (this: PortalWorld, minutes: number) {
  this.api.clock().advance(minutes * MINUTE);
});

When('{int} hours pass', function (this: PortalWorld, hours: number) {
  this.api.clock().advance(hours * 60 * MINUTE);
});

function assertUnauthorized(answer: { status: number; headers: Record<string, unknown> } & Parameters<typeof errorShapeOf>[0]): void {
  assert.equal(answer.status, 401, answer.text);
  errorShapeOf(answer);
}

Then('the operator cannot get an upload address', async function (this: PortalWorld) {
  assertUnauthorized(await this.api.operator.requestUploadUrl());
});

Then('the operator cannot save a tour photo', async function (this: PortalWorld) {
  assertUnauthorized(await this.api.operator.saveTourPhoto('1', '/objects/3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c'));
});

Then('the operator cannot sign out', async function (this: PortalWorld) {
  assertUnauthorized(await this.api.operator.signOut());
});

Then('the operator can get an upload address', async function (this: PortalWorld) {
  assert.equal((await this.api.operator.requestUploadUrl()).status, 200);
});

When('a visitor loads the home page, the admin page and their scripts', async function (this: PortalWorld) {
  const { server } = this.api;
  const answers = [];
  for (const path of ['/', '/admin', '/tours']) {
    const page = await call(server.baseUrl, 'GET', path);
    answers.push(page);
    for (const [, src] of page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) answers.push(await call(server.baseUrl, 'GET', src!));
  }
  assert.ok(answers.length > 3, 'the pages load their scripts');
  assert.ok(answers.every((answer) => answer.status === 200));
  this.api.answers = answers;
});

Then('none of them contains the admin password', function (this: PortalWorld) {
  for (const answer of this.api.answers) assert.ok(!answer.text.includes(TEST_ADMIN_PASSWORD), 'the password is served');
});

Given('the portal starts for the first time without a configured admin password', async function (this: PortalWorld) {
  await this.api.server.reconfigure({ adminPassword: undefined });
});

Then('the data folder holds a scrypt hash of a generated password', function (this: PortalWorld) {
  const file = join(this.api.server.dataDir, 'admin-password.hash');
  assert.ok(existsSync(file));
  assert.match(readFileSync(file, 'utf8'), /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+\n$/);
});

/** docs/decisions/056: the generated password goes to a private file whose path is printed, never to a log. */
const GENERATED_PASSWORD_FILE = 'initial-admin-password.txt';

Then("the password itself is only in a file of the data folder that no one but the server's user can read", function (this: PortalWorld) {
  const { dataDir } = this.api.server;
  const file = join(dataDir, GENERATED_PASSWORD_FILE);
  assert.equal(statSync(file).mode & 0o777, 0o600);
  const password = readFileSync(file, 'utf8').trim();
  assert.ok(password.length >= 16, 'a long generated password');
  const others = readdirSync(dataDir).filter((name) => name !== GENERATED_PASSWORD_FILE && statSync(join(dataDir, name)).isFile());
  for (const name of others) assert.ok(!readFileSync(join(dataDir, name), 'utf8').includes(password), `${name} holds the password`);
});

Then('the password of that file opens the admin area', async function (this: PortalWorld) {
  const password = readFileSync(join(this.api.server.dataDir, GENERATED_PASSWORD_FILE), 'utf8').trim();
  assert.equal((await this.api.operator.signIn(password)).status, 200);
});

Then('the test password does not open the admin area', async function (this: PortalWorld) {
  assert.equal((await this.api.operator.signIn(TEST_ADMIN_PASSWORD)).status, 401);
});
