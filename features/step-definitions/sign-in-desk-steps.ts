import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { apiSignInDesk, domainSignInDesk, type SignInAnswer, type SignInDesk } from '../support/assemblies/sign-in-desk.js';
import { serverOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/full-disk.feature and the limit's waits in features/admin-session.feature (issue 35, docs/decisions/093):
 * sign-ins from visitor addresses, the disk under the records, and the operator's reads, at @domain (the use cases on
 * an in-memory disk) and @api (the real server, its SQLite made to refuse writes).
 */

interface DeskState {
  desk?: SignInDesk;
  answers: SignInAnswer[];
  token?: string;
  reportsShown: boolean[];
}
const states = new WeakMap<PortalWorld, DeskState>();
function state(world: PortalWorld): DeskState {
  let known = states.get(world);
  if (!known) {
    known = { answers: [], reportsShown: [] };
    states.set(world, known);
  }
  return known;
}
function desk(world: PortalWorld): SignInDesk {
  const known = state(world);
  if (world.level === 'ui') throw new Error('The sign-in desk is the server\'s: tag the scenario @domain or @api');
  known.desk ??= world.level === 'domain' ? domainSignInDesk() : apiSignInDesk(serverOf(world));
  return known.desk;
}

const GUESSER = '203.0.113.7';
const OPERATOR = '198.51.100.250';
const SECOND = 1000;
/** The server checks a few passwords at a time and lets 8 more wait (docs/decisions/052): a burst is sent in tens. */
const AT_ONCE = 10;

async function tryAll(world: PortalWorld, attempts: readonly { password: string; from: string }[]): Promise<SignInAnswer[]> {
  const answers: SignInAnswer[] = [];
  for (let first = 0; first < attempts.length; first += AT_ONCE) {
    answers.push(...(await Promise.all(attempts.slice(first, first + AT_ONCE).map(({ password, from }) => desk(world).signIn(password, from)))));
  }
  state(world).answers.push(...answers);
  return answers;
}
const wrongPasswords = (count: number, from: string) => Array.from({ length: count }, (_, index) => ({ password: `guess-${index}-${from}`, from }));
const lastAnswer = (world: PortalWorld) => state(world).answers.at(-1) ?? assert.fail('No sign-in yet');

Given("the portal's disk is full", function (this: PortalWorld) {
  desk(this).diskFull(true);
});

When('the disk has room again', function (this: PortalWorld) {
  desk(this).diskFull(false);
});

When('someone tries {int} wrong passwords within a minute, and then the right one', async function (this: PortalWorld, wrong: number) {
  await tryAll(this, wrongPasswords(wrong, GUESSER));
  await tryAll(this, [{ password: TEST_ADMIN_PASSWORD, from: GUESSER }]);
});

Given('someone tries {int} wrong passwords within a minute', async function (this: PortalWorld, wrong: number) {
  await tryAll(this, wrongPasswords(wrong, GUESSER));
});

When('a wrong password and the right one are tried at the same moment', async function (this: PortalWorld) {
  await tryAll(this, [
    { password: 'pura-vida', from: GUESSER },
    { password: TEST_ADMIN_PASSWORD, from: OPERATOR },
  ]);
});

Then('every one of those {int} sign-ins is told that sign-in is unavailable and to try again in {int} seconds', function (this: PortalWorld, count: number, seconds: number) {
  const { answers } = state(this);
  assert.equal(answers.length, count);
  assert.deepEqual(
    answers.map(({ outcome, retryAfterSeconds }) => ({ outcome, retryAfterSeconds })),
    Array(count).fill({ outcome: 'unavailable', retryAfterSeconds: seconds }),
  );
});

Then('none of them opened the admin area', function (this: PortalWorld) {
  assert.ok(state(this).answers.every((answer) => answer.token === undefined));
});

Then('both are told that sign-in is unavailable, neither in under a second', function (this: PortalWorld) {
  for (const answer of state(this).answers) {
    assert.equal(answer.outcome, 'unavailable');
    assert.ok(answer.elapsedMs !== undefined && answer.elapsedMs >= SECOND, `answered after ${answer.elapsedMs} ms`);
  }
});

When('the right password is tried from the same address', async function (this: PortalWorld) {
  await tryAll(this, [{ password: TEST_ADMIN_PASSWORD, from: GUESSER }]);
});

Then('the admin area opens', function (this: PortalWorld) {
  const answer = lastAnswer(this);
  assert.equal(answer.outcome, 'let in');
  assert.ok(answer.token);
});

Given('the operator is signed in', async function (this: PortalWorld) {
  const [answer] = await tryAll(this, [{ password: TEST_ADMIN_PASSWORD, from: OPERATOR }]);
  assert.equal(answer?.outcome, 'let in');
  state(this).token = answer.token;
});

When('the operator reads the click report {int} times', async function (this: PortalWorld, times: number) {
  const { token } = state(this);
  assert.ok(token, 'The operator has not signed in');
  for (let read = 0; read < times; read++) state(this).reportsShown.push(await desk(this).clickReportShown(token));
});

Then('the report is shown each time', function (this: PortalWorld) {
  const { reportsShown } = state(this);
  assert.ok(reportsShown.length > 0 && reportsShown.every(Boolean), `shown: ${reportsShown.join(', ')}`);
});

Given('someone tried {int} wrong passwords from one address {int} seconds ago', async function (this: PortalWorld, wrong: number, seconds: number) {
  assert.ok((await tryAll(this, wrongPasswords(wrong, GUESSER))).every((answer) => answer.outcome === 'wrong password'));
  desk(this).pass(seconds * SECOND);
});

Given('{int} addresses each tried {int} wrong passwords {int} seconds ago', async function (this: PortalWorld, addresses: number, wrong: number, seconds: number) {
  const attempts = Array.from({ length: addresses }, (_, address) => wrongPasswords(wrong, `192.0.2.${address + 1}`)).flat();
  assert.ok((await tryAll(this, attempts)).every((answer) => answer.outcome === 'wrong password'));
  desk(this).pass(seconds * SECOND);
});

When('they try the right password from that address', async function (this: PortalWorld) {
  await tryAll(this, [{ password: TEST_ADMIN_PASSWORD, from: GUESSER }]);
});

When('the operator tries the right password from another address', async function (this: PortalWorld) {
  await tryAll(this, [{ password: TEST_ADMIN_PASSWORD, from: OPERATOR }]);
});

Then(/^(?:they are|the operator is) told to wait (\d+) seconds before trying again$/, function (this: PortalWorld, seconds: string) {
  assert.deepEqual(
    (({ outcome, retryAfterSeconds }) => ({ outcome, retryAfterSeconds }))(lastAnswer(this)),
    { outcome: 'asked to wait', retryAfterSeconds: Number(seconds) },
  );
});
