import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { call, errorShapeOf, type ApiAnswer } from '../support/api-client.js';
import type { PortalWorld } from '../support/world.js';

/* features/hostile-bodies.feature: any bytes to any route that takes a body (docs/decisions/053). */

interface BodyRoute {
  readonly method: string;
  readonly path: string;
  /** The field the route's body is about, for bodies that put something hostile in it. */
  readonly field: string;
  readonly admin: boolean;
}

/** Every route that reads a JSON body, the admin ones with the operator's session; Logout last, as it ends it. */
const ROUTES: readonly BodyRoute[] = [
  { method: 'POST', path: '/api/admin/session', field: 'password', admin: false },
  { method: 'POST', path: '/api/getyourguide/images', field: 'tours', admin: false },
  { method: 'POST', path: '/api/objects/upload', field: 'purpose', admin: true },
  { method: 'PUT', path: '/api/tours/3/image', field: 'imageURL', admin: true },
  { method: 'DELETE', path: '/api/admin/session', field: 'token', admin: true },
];

const nested = (levels: number, open: string, close: string) => `${open.repeat(levels)}${close.repeat(levels)}`;
const objectNest = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Each hostile body as raw bytes and a content type, given the route's field. */
const BODIES: Record<string, (field: string) => { text: string | Buffer; type?: string }> = {
  'a field holding 5000 levels of nested arrays': (field) => ({ text: `{"${field}":${nested(5000, '[', ']')}}` }),
  'a field holding 5000 levels of nested objects': (field) => ({ text: `{"${field}":${objectNest(5000)}}` }),
  // The body object is level 1, so 32 levels of arrays in it make 33.
  'a field holding 33 levels of nested arrays': (field) => ({ text: `{"${field}":${nested(32, '[', ']')}}` }),
  'an object of 8000 unknown fields': () => ({ text: JSON.stringify(Object.fromEntries(Array.from({ length: 8000 }, (_, index) => [`f${index}`, index]))) }),
  'a field holding an array of 20000 numbers': (field) => ({ text: JSON.stringify({ [field]: Array.from({ length: 20000 }, (_, index) => index) }) }),
  'a body larger than 100 kB': (field) => ({ text: JSON.stringify({ [field]: 'x'.repeat(150_000) }) }),
  'a field holding a number instead of text': (field) => ({ text: `{"${field}":12345678}` }),
  'a field holding an object instead of text': (field) => ({ text: `{"${field}":{"a":{"b":"c"}}}` }),
  'a field holding an array instead of text': (field) => ({ text: `{"${field}":["a",["b"]]}` }),
  'a field holding null': (field) => ({ text: `{"${field}":null}` }),
  'a field holding a number too large for a double': (field) => ({ text: `{"${field}":1e999}` }),
  'a "__proto__" field': (field) => ({ text: `{"__proto__":{"${field}":"x","isAdmin":true},"${field}":{"__proto__":{"length":1}}}` }),
  'a "constructor" field with a prototype': (field) => ({ text: `{"constructor":{"prototype":{"${field}":"x"}},"${field}":{"constructor":{"name":"Object"}}}` }),
  'a JSON array as the whole body': (field) => ({ text: `[{"${field}":"x"}]` }),
  'a JSON string as the whole body': () => ({ text: '"just text"' }),
  'JSON that stops in the middle': (field) => ({ text: `{"${field}":[{"tourId":` }),
  'JSON announced as plain text': (field) => ({ text: `{"${field}":{"a":1}}`, type: 'text/plain' }),
  'JSON in a charset the server does not read': (field) => ({ text: Buffer.from(`{"${field}":"x"}`, 'utf16le'), type: 'application/json; charset=utf-16' }),
};

When('{} is sent to every route that takes a body', async function (this: PortalWorld, body: string) {
  const build = BODIES[body];
  if (!build) throw new Error(`No such hostile body: ${body}`);
  const { server, operator } = this.api;
  this.api.answers = [];
  for (const route of ROUTES) {
    const { text, type } = build(route.field);
    const headers: Record<string, string> = { 'content-type': type ?? 'application/json' };
    if (route.admin && operator.token) headers.authorization = `Bearer ${operator.token}`;
    const answer = await call(server.baseUrl, route.method, route.path, { body: text, headers });
    this.api.answers.push(Object.assign(answer, { route: `${route.method} ${route.path}` }));
  }
});

const routed = (world: PortalWorld) => world.api.answers as (ApiAnswer & { route: string })[];

Then('every route answers 400 saying the body is nested too deeply', function (this: PortalWorld) {
  for (const answer of routed(this)) {
    assert.equal(answer.status, 400, `${answer.route} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    assert.match(errorShapeOf(answer).message, /nested too deeply/, answer.route);
  }
});

Then('no route answers 5xx, and every refusal is a 4xx error in the one error shape', function (this: PortalWorld) {
  for (const answer of routed(this)) {
    assert.ok(answer.status < 500, `${answer.route} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    if (answer.status >= 400) errorShapeOf(answer);
  }
});

/** The routes whose body is checked field by field (the others read no body: a POST for an upload URL, Logout). */
Then('the routes that read the field refuse it', function (this: PortalWorld) {
  for (const answer of routed(this).filter((each) => ['POST /api/admin/session', 'POST /api/getyourguide/images', 'PUT /api/tours/3/image'].includes(each.route))) {
    assert.ok(answer.status >= 400 && answer.status < 500, `${answer.route} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
});

Then('no answer mentions a stack trace', function (this: PortalWorld) {
  for (const answer of this.api.answers) assert.doesNotMatch(answer.text, /\bat [\w.<>]+ \(|node:internal|\.js:\d+:\d+/);
});

When('someone signs in with a password nested {int} levels deep', async function (this: PortalWorld, levels: number) {
  this.api.answer = await call(this.api.server.baseUrl, 'POST', '/api/admin/session', {
    body: `{"password":${nested(levels - 1, '[', ']')}}`,
    headers: { 'content-type': 'application/json' },
  });
});

Then('the answer is {int} saying the body is nested too deeply', function (this: PortalWorld, status: number) {
  const answer = this.api.lastAnswer();
  assert.equal(answer.status, status, answer.text);
  assert.match(errorShapeOf(answer).message, /nested too deeply/);
});

Then('the attempt was not counted against the sign-in limit', async function (this: PortalWorld) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await call(this.api.server.baseUrl, 'POST', '/api/admin/session', { body: { password: `guess-${attempt}` } });
    assert.equal(answer.status, 401, `attempt ${attempt} after the nested one answered ${answer.status}`);
  }
});
