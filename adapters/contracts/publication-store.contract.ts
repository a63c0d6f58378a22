import { describe, expect, it } from 'vitest';
import type { Clock } from '../../domain/kernel/clock.js';
import { InvalidPublicationError, StalePublicationError, type Publication, type PublicationCommit, type PublicationStore } from '../../domain/publishing/publication-store.js';
import { ManualClock } from '../memory/manual-clock.js';
import { rejectionOf } from '../../test-support/rejection.js';
import { aPublicationCommit, aPublishedPage, aPublishedRecord, bytesOf } from '../../test-support/publications.js';

const T0 = '2026-03-01T10:00:00.000Z';
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * MINUTE).toISOString();

/** A publication with its bytes as plain arrays of numbers, so that a Buffer and a Uint8Array of the same bytes compare equal. */
function plain(publication: Publication | undefined): unknown {
  if (publication === undefined) return undefined;
  const numbers = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Array.from(bytes));
  return { ...publication, files: publication.files.map((file) => ({ ...file, body: numbers(file.body), br: numbers(file.br), gzip: numbers(file.gzip) })) };
}

/** Each file's name and text. */
const texts = (publication: Publication) => publication.files.map((file) => [file.file, new TextDecoder().decode(file.body)]);

/** Every byte value, so no engine's text handling can pass for binary storage. */
const EVERY_BYTE = Uint8Array.from({ length: 256 }, (_, index) => index);

/**
 * Every PublicationStore (docs/decisions/102): generations made one at a time from the one their publisher read, each
 * an overlay of files over the build with its withdrawals, the whole set of published records and page reads, read
 * back as one snapshot; a stale or invalid commit changes nothing. `fresh` gives an empty store on `clock`; `secondOf`
 * a second instance over the same publication, as a second server has.
 */
export function publicationStoreContract(
  name: string,
  fresh: (clock: Clock) => Promise<PublicationStore> | PublicationStore,
  secondOf: (first: PublicationStore) => Promise<PublicationStore> | PublicationStore,
): void {
  describe(`${name} honours the PublicationStore contract`, () => {
    const started = async () => {
      const clock = new ManualClock(new Date(T0));
      return { clock, store: await fresh(clock) };
    };
    const commitOn = async (store: PublicationStore, commit: Partial<PublicationCommit>) =>
      store.commit(aPublicationCommit({ basedOn: (await store.head())?.generation ?? 0, ...commit }));

    it('holds nothing before the first publication', async () => {
      const { store } = await started();
      expect(await store.head()).toBeUndefined();
      expect(await store.current()).toBeUndefined();
    });

    it('makes generation 1 of the first commit, at the clock\'s time, and gives it back whole', async () => {
      const { store } = await started();
      const page = aPublishedPage('tours/index.html', '<h1>Tours</h1>', { br: Uint8Array.of(1, 2, 3), gzip: Uint8Array.of(4, 5) });
      const head = await store.commit(
        aPublicationCommit({
          records: [aPublishedRecord('coco-1', 3), aPublishedRecord('arenal-1', 2)],
          files: [page, aPublishedPage('index.html'), { file: 'og/tours.png', body: EVERY_BYTE, contentType: 'image/png' }],
          removedFiles: ['destinations/lost/index.html'],
          pages: { '/tours': { reads: ['tours/*'] }, '/': { reads: ['settings/settings', 'tours/arenal-1'] } },
        }),
      );
      expect(head).toEqual({ generation: 1, publishedAt: T0, buildId: 'build-1' });
      expect(await store.head()).toEqual(head);
      expect(plain(await store.current())).toEqual(
        plain({
          head,
          records: [aPublishedRecord('arenal-1', 2), aPublishedRecord('coco-1', 3)],
          files: [aPublishedPage('index.html'), { file: 'og/tours.png', body: EVERY_BYTE, contentType: 'image/png' }, page],
          withdrawnFiles: ['destinations/lost/index.html'],
          pages: { '/tours': { reads: ['tours/*'] }, '/': { reads: ['settings/settings', 'tours/arenal-1'] } },
        }),
      );
    });

    it('keeps a file without copies without them, and an empty body empty', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [{ file: 'empty.txt', body: new Uint8Array(0), contentType: 'text/plain' }] }));
      const [file] = (await store.current())!.files;
      expect(Object.keys(file!).sort()).toEqual(['body', 'contentType', 'file']);
      expect(file!.body).toHaveLength(0);
      expect(file!.body).toBeInstanceOf(Uint8Array);
    });

    it('overlays each commit on the one before: written files replace or join, removed ones are withdrawn, the rest stay; records and pages are the new ones', async () => {
      const { clock, store } = await started();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'a'), aPublishedPage('b.html', 'b'), aPublishedPage('c.html', 'c')], removedFiles: ['gone.html'] }));
      clock.advance(MINUTE);
      const head = await store.commit(
        aPublicationCommit({
          basedOn: 1,
          files: [aPublishedPage('b.html', 'b, second'), aPublishedPage('d.html', 'd')],
          removedFiles: ['c.html', 'gone.html', 'e.html'],
          records: [aPublishedRecord('coco-1', 1)],
          pages: { '/': { reads: ['settings/settings'] } },
        }),
      );
      expect(head).toEqual({ generation: 2, publishedAt: at(1), buildId: 'build-1' });
      const publication = (await store.current())!;
      expect(publication.head).toEqual(head);
      expect(texts(publication)).toEqual([
        ['a.html', 'a'],
        ['b.html', 'b, second'],
        ['d.html', 'd'],
      ]);
      expect(publication.withdrawnFiles).toEqual(['c.html', 'e.html', 'gone.html']);
      expect(publication.records).toEqual([aPublishedRecord('coco-1', 1)]);
      expect(publication.pages).toEqual({ '/': { reads: ['settings/settings'] } });
    });

    it('reads the head, the records and the pages without the files when asked (what a publisher needs)', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'a')], removedFiles: ['gone.html'] }));
      const whole = (await store.current())!;
      expect(await store.current({ withFiles: false })).toEqual({ ...whole, files: [], withdrawnFiles: [] });
      expect(whole.files).toHaveLength(1);
    });

    it('reads without the records when asked (what a server answering the pages needs)', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'a')] }));
      const whole = (await store.current())!;
      expect(whole.records).not.toEqual([]);
      expect(plain(await store.current({ withRecords: false }))).toEqual(plain({ ...whole, records: [] }));
    });

    it("reads without the pages' facts when asked (what a server answering the pages needs; docs/decisions/143)", async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'a')] }));
      const whole = (await store.current())!;
      expect(whole.pages).not.toEqual({});
      expect(plain(await store.current({ withPages: false }))).toEqual(plain({ ...whole, pages: {} }));
    });

    it('gives only the files written or withdrawn after a generation, and names the others (docs/decisions/108)', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'a'), aPublishedPage('b.html', 'b')], removedFiles: ['c.html'] }));
      await commitOn(store, { files: [aPublishedPage('b.html', 'b, second'), aPublishedPage('d.html', 'd')], removedFiles: ['e.html'] });
      await commitOn(store, { files: [aPublishedPage('f.html', 'f')], removedFiles: ['a.html'] });
      const sinceFirst = (await store.current({ filesChangedAfter: 1 }))!;
      expect(texts(sinceFirst)).toEqual([
        ['b.html', 'b, second'],
        ['d.html', 'd'],
        ['f.html', 'f'],
      ]);
      expect(sinceFirst.withdrawnFiles).toEqual(['a.html', 'e.html']);
      expect(sinceFirst.unchangedFiles).toEqual(['c.html']);
      const sinceSecond = (await store.current({ filesChangedAfter: 2 }))!;
      expect(texts(sinceSecond)).toEqual([['f.html', 'f']]);
      expect(sinceSecond.withdrawnFiles).toEqual(['a.html']);
      expect(sinceSecond.unchangedFiles).toEqual(['b.html', 'c.html', 'd.html', 'e.html']);
      const sinceNow = (await store.current({ filesChangedAfter: 3 }))!;
      expect([sinceNow.files, sinceNow.withdrawnFiles, sinceNow.unchangedFiles]).toEqual([[], [], ['a.html', 'b.html', 'c.html', 'd.html', 'e.html', 'f.html']]);
      expect((await store.current())!.unchangedFiles).toBeUndefined();
    });

    it('names no file of an earlier build as unchanged once another build started the overlay afresh', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html'), aPublishedPage('b.html')], removedFiles: ['c.html'] }));
      await commitOn(store, { buildId: 'build-2', files: [aPublishedPage('b.html', 'b for build 2')], removedFiles: ['d.html'] });
      const sinceFirst = (await store.current({ filesChangedAfter: 1 }))!;
      expect(texts(sinceFirst)).toEqual([['b.html', 'b for build 2']]);
      expect(sinceFirst.withdrawnFiles).toEqual(['d.html']);
      expect(sinceFirst.unchangedFiles).toEqual([]);
    });

    it('publishes a withdrawn file again when it is written again', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [], removedFiles: ['tours/index.html'] }));
      await commitOn(store, { files: [aPublishedPage('tours/index.html', 'back')] });
      const publication = (await store.current())!;
      expect(publication.withdrawnFiles).toEqual([]);
      expect(texts(publication)).toEqual([['tours/index.html', 'back']]);
    });

    it('starts the overlay afresh for another build: the earlier build\'s files and withdrawals no longer apply', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html'), aPublishedPage('b.html')], removedFiles: ['c.html'] }));
      const head = await commitOn(store, { buildId: 'build-2', files: [aPublishedPage('b.html', 'b for build 2')], removedFiles: ['d.html'] });
      expect(head).toMatchObject({ generation: 2, buildId: 'build-2' });
      const publication = (await store.current())!;
      expect(texts(publication)).toEqual([['b.html', 'b for build 2']]);
      expect(publication.withdrawnFiles).toEqual(['d.html']);
    });

    it('refuses a commit made from a generation that is no longer current with StalePublicationError, and changes nothing', async () => {
      const { store } = await started();
      expect(await rejectionOf(store.commit(aPublicationCommit({ basedOn: 1 })))).toMatchObject({ basedOn: 1, current: undefined });
      expect(await store.head()).toBeUndefined();
      const first = await store.commit(aPublicationCommit());
      await commitOn(store, { files: [aPublishedPage('tours/index.html', 'second')] });
      const before = plain(await store.current());
      const stale = await rejectionOf(store.commit(aPublicationCommit({ basedOn: first.generation, files: [aPublishedPage('tours/index.html', 'late')], records: [] })));
      expect(stale).toBeInstanceOf(StalePublicationError);
      expect(stale).toMatchObject({ basedOn: 1, current: { generation: 2 }, message: 'The publication was made from generation 1, but generation 2 is current' });
      expect(await rejectionOf(store.commit(aPublicationCommit({ basedOn: 0 })))).toBeInstanceOf(StalePublicationError);
      expect(plain(await store.current())).toEqual(before);
    });

    it('refuses an invalid commit with InvalidPublicationError naming each problem, and changes nothing', async () => {
      const { store } = await started();
      await store.commit(aPublicationCommit());
      const before = plain(await store.current());
      const invalid = await rejectionOf(commitOn(store, { files: [aPublishedPage('../escape.html'), aPublishedPage('a.html')], removedFiles: ['a.html'], records: [aPublishedRecord('x', 0)] }));
      expect(invalid).toBeInstanceOf(InvalidPublicationError);
      expect((invalid as InvalidPublicationError).problems).toEqual([
        'records[0]: the version must be a whole number from 1, not 0',
        'files[0]: "../escape.html" is not a file name of the site',
        'the file a.html is both written and removed',
      ]);
      expect(plain(await store.current())).toEqual(before);
    });

    it('keeps records as JSON: nested values, text in any script, numbers', async () => {
      const { store } = await started();
      const data = { title: { en: 'Playa Hermosa — Guanacaste 🌊' }, list: [1, 2.5, -3, true, null, 'ß'], empty: {}, zero: 0 };
      await store.commit(aPublicationCommit({ records: [{ collection: 'pages', id: 'x', version: 7, data }, { collection: 'pages', id: 'text', version: 1, data: 'just text' }] }));
      expect((await store.current())!.records).toEqual([
        { collection: 'pages', id: 'text', version: 1, data: 'just text' },
        { collection: 'pages', id: 'x', version: 7, data },
      ]);
    });

    it('shares nothing with the caller: bytes and records changed after a commit or a read are not the store\'s', async () => {
      const { store } = await started();
      const body = bytesOf('original');
      const record = aPublishedRecord();
      await store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', '', { body })], records: [record] }));
      body[0] = 0;
      (record.data as { price: number }).price = 1;
      const read = (await store.current())!;
      read.files[0]!.body[1] = 0;
      (read.records[0]!.data as { price: number }).price = 2;
      const again = (await store.current())!;
      expect(texts(again)).toEqual([['a.html', 'original']]);
      expect(again.records).toEqual([aPublishedRecord()]);
    });

    it('gives large files back byte for byte', async () => {
      const { store } = await started();
      const large = Uint8Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 251);
      await store.commit(aPublicationCommit({ files: [{ file: 'large.bin', body: large, contentType: 'application/octet-stream', br: large.subarray(5, 1000) }] }));
      const [file] = (await store.current())!.files;
      expect(Buffer.compare(file!.body, large)).toBe(0);
      expect(Buffer.compare(file!.br!, large.subarray(5, 1000))).toBe(0);
    });

    describe('two servers on one store', () => {
      it('sees the generation the other commits', async () => {
        const { store } = await started();
        const second = await secondOf(store);
        await store.commit(aPublicationCommit());
        expect(await second.head()).toEqual(await store.head());
        await commitOn(second, { files: [aPublishedPage('tours/index.html', 'from the second')] });
        expect(texts((await store.current())!)).toEqual([['tours/index.html', 'from the second']]);
      });

      it('lets exactly one of two commits from the same generation win; the other is stale', async () => {
        const { store } = await started();
        const second = await secondOf(store);
        const results = await Promise.allSettled([
          store.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'first')] })),
          second.commit(aPublicationCommit({ files: [aPublishedPage('a.html', 'second')] })),
        ]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(results.filter((result) => result.status === 'rejected' && result.reason instanceof StalePublicationError)).toHaveLength(1);
        const winner = results[0]!.status === 'fulfilled' ? 'first' : 'second';
        const publication = (await store.current())!;
        expect([publication.head.generation, texts(publication)]).toEqual([1, [['a.html', winner]]]);
      });
    });
  });
}
