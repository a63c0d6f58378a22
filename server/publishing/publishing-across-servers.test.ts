import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../adapters/contracts/test-servers.js';
import type { PublicationStore } from '../../domain/publishing/publication-store.js';
import { PublicationStoreToken } from '../../domain/tokens.js';
import { aPublicationCommit, aPublishedPage } from '../../test-support/publications.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { PublishedSite } from './published-site.js';
import { PUBLICATION_GENERATION_HEADER } from './served-publication.js';

const PAGES = 20;
const dir = mkdtempSync(join(tmpdir(), 'crg-publishing-'));
const servers: { app: NestExpressApplication; base: string; store: PublicationStore; site: PublishedSite }[] = [];

/** Two servers, each with a DATA_DIR of its own, on one PostgreSQL database and one build, polling as in production (500 ms). */
beforeAll(async () => {
  const uiDir = join(dir, 'client');
  for (let page = 0; page < PAGES; page++) {
    mkdirSync(join(uiDir, `page-${page}`), { recursive: true });
    writeFileSync(join(uiDir, `page-${page}`, 'index.html'), `<!doctype html><title>page ${page}</title><p data-generation="0">built`);
  }
  const databaseUrl = await freshPostgresDatabase();
  for (const name of ['a', 'b']) {
    const config = loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir: join(dir, name), uiDir, port: 0, databaseUrl });
    const app = await createApp(config, { logger: ['error'] });
    await app.listen(0, '127.0.0.1');
    servers.push({
      app,
      base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`,
      store: app.get<PublicationStore>(PublicationStoreToken),
      site: app.get(PublishedSite),
    });
  }
}, 30_000);

afterAll(async () => {
  for (const { app } of servers.splice(0)) await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Commits the next generation through one server's store, every page stamped with it, and has that server serve it at once. */
async function publishThrough(server: (typeof servers)[number]): Promise<number> {
  const basedOn = (await server.store.head())?.generation ?? 0;
  const generation = basedOn + 1;
  const files = Array.from({ length: PAGES }, (_, page) =>
    aPublishedPage(`page-${page}/index.html`, `<!doctype html><title>page ${page}</title><p data-generation="${generation}">${'published text '.repeat(3000)}`),
  );
  await server.store.commit(aPublicationCommit({ basedOn, buildId: server.site.buildId, files, records: [], pages: {} }));
  await server.site.refresh();
  return generation;
}

/** Every page of one server, asked at once: for each, the generation its answer names and the one its body is stamped with. */
async function answerSet(base: string): Promise<{ named: number; stamped: number; status: number }[]> {
  return Promise.all(
    Array.from({ length: PAGES }, async (_, page) => {
      const answer = await fetch(`${base}/page-${page}`);
      const body = await answer.text();
      return { status: answer.status, named: Number(answer.headers.get(PUBLICATION_GENERATION_HEADER) ?? 0), stamped: Number(/data-generation="(\d+)"/.exec(body)?.[1] ?? -1) };
    }),
  );
}

describe('the published pages across two servers on one PostgreSQL (docs/decisions/102)', () => {
  it('serves a commit made through one server on the other within 2 s', async () => {
    for (const [from, to] of [
      [0, 1],
      [1, 0],
      [0, 1],
    ] as const) {
      const committed = performance.now();
      const generation = await publishThrough(servers[from]!);
      expect((await answerSet(servers[from]!.base)).every((answer) => answer.stamped === generation)).toBe(true);
      let seenAfter = Number.POSITIVE_INFINITY;
      while (performance.now() - committed < 3000) {
        if ((await answerSet(servers[to]!.base)).every((answer) => answer.stamped === generation)) {
          seenAfter = performance.now() - committed;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seenAfter).toBeLessThan(2000);
    }
  });

  it('never answers a page of one generation under another, while both servers publish and a reader reads every page of both', async () => {
    let publishing = true;
    const readers = servers.map(async ({ base }) => {
      const sets: { named: number; stamped: number; status: number }[][] = [];
      while (publishing) sets.push(await answerSet(base));
      sets.push(await answerSet(base));
      return sets;
    });
    const generations: number[] = [];
    for (let round = 0; round < 8; round++) {
      generations.push(await publishThrough(servers[round % 2]!));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    publishing = false;
    for (const sets of await Promise.all(readers)) {
      const answers = sets.flat();
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      // Each answer is wholly of the generation it names: a server never serves a page of n beside one of n+1 as one generation.
      expect(answers.filter((answer) => answer.named !== answer.stamped)).toEqual([]);
      // And a server never goes back to an older generation once it served a newer one.
      const newestPerSet = sets.map((set) => Math.max(...set.map((answer) => answer.named)));
      const oldestPerSet = sets.map((set) => Math.min(...set.map((answer) => answer.named)));
      expect(oldestPerSet.slice(1).every((oldest, index) => oldest >= oldestPerSet[index]!)).toBe(true);
      expect(newestPerSet.at(-1)).toBe(generations.at(-1));
      // The reader saw the swaps happen, not only the last generation.
      expect(new Set(answers.map((answer) => answer.named)).size).toBeGreaterThan(3);
    }
  }, 30_000);
});
