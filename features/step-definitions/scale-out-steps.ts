import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { isTwoServerPortal, type TwoServerPortal } from '../support/assemblies/two-server-portal.js';
import type { ServerName } from '../support/two-server-operator.js';
import { capabilityOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/** The world's portal, which features/support/two-server-engines.ts assembles for @two-servers scenarios. */
function twoServers(world: PortalWorld): TwoServerPortal {
  return capabilityOf(world, isTwoServerPortal(world.portal) ? world.portal : undefined, 'two servers');
}

const server = (name: string): ServerName => {
  if (name !== 'A' && name !== 'B') throw new Error(`There are servers A and B, not "${name}"`);
  return name;
};

Given('servers A and B share one PostgreSQL database and one S3-compatible bucket', async function (this: PortalWorld) {
  // Both were started with the same DATABASE_URL and S3_* before the scenario began; each says what it uses.
  for (const name of ['A', 'B'] as const) {
    // A balancer waits for passing checks before it sends traffic: the first probes of a cold server on a busy
    // machine (an S3 write, read and delete, a database write) may outlast their 3 s, so ask for up to 15 s.
    let { status, body } = await twoServers(this).visitorOf.health(name);
    for (let tries = 0; status !== 200 && tries < 5; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      ({ status, body } = await twoServers(this).visitorOf.health(name));
    }
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual({ ...(body as object), dataDir: undefined }, {
      status: 'ok',
      database: { engine: 'postgresql', reachable: true, writable: true },
      objectStorage: { engine: 's3', reachable: true, writable: true },
      dataDir: undefined,
    });
  }
});

Given('the operator has signed in on server {word}', async function (this: PortalWorld, name: string) {
  assert.equal(await twoServers(this).operator.signIn(server(name)), 'granted');
});

Given('the operator has an upload address from server {word}', async function (this: PortalWorld, name: string) {
  await twoServers(this).operator.getUploadAddress(server(name));
});

When('the operator gets an upload address from server {word}', async function (this: PortalWorld, name: string) {
  await twoServers(this).operator.getUploadAddress(server(name));
});

When('sends the photo {string} to it through server {word}', async function (this: PortalWorld, photo: string, name: string) {
  const sent = await twoServers(this).operator.sendPhoto(server(name), photo);
  assert.ok('stored' in sent, `server ${name} refused the upload: ${JSON.stringify(sent)}`);
});

Given('the operator has sent a photo to it through server {word}', async function (this: PortalWorld, name: string) {
  const sent = await twoServers(this).operator.sendPhoto(server(name));
  assert.ok('stored' in sent, `server ${name} refused the upload: ${JSON.stringify(sent)}`);
});

When('the operator sends a photo to the same address through server {word}', async function (this: PortalWorld, name: string) {
  await twoServers(this).operator.sendPhoto(server(name));
});

When('the operator sends a photo to it through servers A and B at the same moment', async function (this: PortalWorld) {
  await twoServers(this).operator.sendPhotoAtOnce(['A', 'B']);
});

Then('one server stores the photo and the other refuses the upload as forbidden', function (this: PortalWorld) {
  // docs/decisions/036: the claim is one row in the shared database, so of two racing servers exactly one wins.
  const outcomes = Object.values(twoServers(this).operator.lastSendsAtOnce);
  assert.equal(outcomes.length, 2);
  assert.equal(outcomes.filter((outcome) => 'stored' in outcome).length, 1, JSON.stringify(outcomes));
  assert.deepEqual(outcomes.filter((outcome) => 'refused' in outcome), [{ refused: 403 }], JSON.stringify(outcomes));
});

Then('server {word} refuses the upload as forbidden', function (this: PortalWorld, name: string) {
  // docs/decisions/021-upload-urls.md: a used URL is refused with 403 before a byte of the body is read.
  assert.deepEqual(twoServers(this).operator.lastSend, { refused: 403 }, `server ${server(name)} answered otherwise`);
});

When('saves {string} as the photo of admin tour {int} through server {word}', async function (this: PortalWorld, photo: string, tourId: number, name: string) {
  await twoServers(this).operator.savePhoto(photo, tourId, server(name));
});

Then('visitors of server {word} see {string} as the photo of admin tour {int}', async function (this: PortalWorld, name: string, photo: string, tourId: number) {
  assert.deepEqual(await twoServers(this).visitorOf.tourImages(server(name)), [{ tourId, photo }]);
});

Then('servers A and B give out the same stored {string}', async function (this: PortalWorld, photo: string) {
  const [a, b] = await Promise.all((['A', 'B'] as const).map((name) => twoServers(this).visitorOf.photo(photo, name)));
  for (const answer of [a!, b!]) {
    assert.equal(answer.status, 200);
    assert.equal(answer.type, 'image/jpeg');
  }
  assert.ok(a!.bytes.length > 0 && a!.bytes.equals(b!.bytes), 'the same bytes from both servers');
});

Given('someone has tried {int} wrong passwords within a minute, alternating between servers A and B', async function (this: PortalWorld, attempts: number) {
  const portal = twoServers(this);
  // Sent together: each answer takes a second, the limit counts them all the same.
  const outcomes = await Promise.all(Array.from({ length: attempts }, (_, index) => portal.stranger().signIn(index % 2 === 0 ? 'A' : 'B', `guess-${index}`)));
  assert.deepEqual(outcomes, Array(attempts).fill('wrong-password'));
});

When('they try again with the right password, once on server {word} and once on server {word}', async function (this: PortalWorld, first: string, second: string) {
  const { operator } = twoServers(this);
  await operator.signIn(server(first));
  await operator.signIn(server(second));
});

Then('both servers ask them to wait', function (this: PortalWorld) {
  const answers = twoServers(this).operator.signIns;
  assert.deepEqual(new Set(answers.map(({ on }) => on)), new Set(['A', 'B']));
  assert.deepEqual(answers.map(({ outcome }) => outcome), ['too-many-attempts', 'too-many-attempts']);
});
