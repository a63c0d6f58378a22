import { describe, expect, it } from 'vitest';
import { aPublicationCommit, aPublishedPage, aPublishedRecord, bytesOf } from '../../test-support/publications.js';
import { isSiteFileName, planCommit, publicationAfter } from './publication-commit.js';
import { InvalidPublicationError, StalePublicationError, type Publication, type PublicationCommit, type PublicationHead } from './publication-store.js';

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T10:01:00.000Z';
const head = (generation: number, buildId = 'build-1'): PublicationHead => ({ generation, publishedAt: T0, buildId });
const thrown = (work: () => unknown): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};
const problemsOf = (commit: Partial<PublicationCommit>): readonly string[] => {
  const error = thrown(() => planCommit(undefined, aPublicationCommit(commit), T1));
  expect(error).toBeInstanceOf(InvalidPublicationError);
  return (error as InvalidPublicationError).problems;
};

describe('the file names a publication may hold (docs/decisions/102)', () => {
  it('takes a name that is its address on the site as it is', () => {
    for (const name of ['index.html', '404.html', 'tours/index.html', 'destinations/arenal/index.html', 'og/tours.png', 'sitemap.xml', "a_b~c!$&'()*+,;=:@-.txt", 'v1.2/x']) {
      expect(isSiteFileName(name), name).toBe(true);
    }
  });

  it('refuses names outside the site, hidden ones, and ones a URL path would have to escape', () => {
    for (const name of ['', '/index.html', 'tours/', 'tours//index.html', '../secret', 'tours/../x', './x', '.env', 'tours/.hidden', 'a\\b', 'a b', 'a%20b', 'a?b', 'a#b', 'é.html', 'a\0b', 3, undefined]) {
      expect(isSiteFileName(name), String(name)).toBe(false);
    }
  });
});

describe('planning a commit (docs/decisions/102)', () => {
  it('makes the first generation from nothing, for the commit\'s build, at the given time', () => {
    const plan = planCommit(undefined, aPublicationCommit(), T1);
    expect(plan.head).toEqual({ generation: 1, publishedAt: T1, buildId: 'build-1' });
    expect(plan.replacesOverlay).toBe(false);
    expect(plan.files).toEqual([aPublishedPage()]);
    expect(plan.removedFiles).toEqual([]);
    expect(plan.pages).toEqual({ '/tours': { reads: ['tours/*', 'settings/settings'] } });
  });

  it('makes the next generation from the current one, keeping the overlay of the same build', () => {
    const plan = planCommit(head(4), aPublicationCommit({ basedOn: 4 }), T1);
    expect(plan.head).toEqual({ generation: 5, publishedAt: T1, buildId: 'build-1' });
    expect(plan.replacesOverlay).toBe(false);
  });

  it('starts the overlay afresh for another build', () => {
    expect(planCommit(head(4, 'build-0'), aPublicationCommit({ basedOn: 4 }), T1)).toMatchObject({ head: { generation: 5, buildId: 'build-1' }, replacesOverlay: true });
  });

  it('refuses a commit made from a generation that is no longer current', () => {
    const later = thrown(() => planCommit(head(5), aPublicationCommit({ basedOn: 4 }), T1));
    expect(later).toBeInstanceOf(StalePublicationError);
    expect(later).toMatchObject({ name: 'StalePublicationError', basedOn: 4, current: head(5), message: 'The publication was made from generation 4, but generation 5 is current' });
    expect(thrown(() => planCommit(head(1), aPublicationCommit({ basedOn: 0 }), T1))).toMatchObject({ basedOn: 0, current: head(1) });
    expect(thrown(() => planCommit(undefined, aPublicationCommit({ basedOn: 1 }), T1))).toMatchObject({
      basedOn: 1,
      current: undefined,
      message: 'The publication was made from generation 1, but nothing is published yet',
    });
  });

  it('names an invalid commit\'s problems before saying it is stale', () => {
    expect(thrown(() => planCommit(head(5), aPublicationCommit({ basedOn: 4, buildId: '' }), T1))).toBeInstanceOf(InvalidPublicationError);
  });

  it('keeps the records as JSON gives them back, in collection and id order', () => {
    const data = { title: 'Zip line', gone: undefined, when: new Date(T0) };
    const plan = planCommit(
      undefined,
      aPublicationCommit({ records: [aPublishedRecord('coco-1', 2), { collection: 'destinations', id: 'arenal', version: 1, data }, aPublishedRecord('arenal-1', 3)] }),
      T1,
    );
    expect(plan.records.map(({ collection, id, version }) => `${collection}/${id}@${version}`)).toEqual(['destinations/arenal@1', 'tours/arenal-1@3', 'tours/coco-1@2']);
    expect(plan.records[0]!.data).toEqual({ title: 'Zip line', when: T0 });
    expect(Object.keys(plan.records[0]!.data as object)).not.toContain('gone');
  });

  it('copies the pages, so the caller\'s lists are not the store\'s', () => {
    const pages = { '/tours': { reads: ['tours/*'] } };
    const plan = planCommit(undefined, aPublicationCommit({ pages }), T1);
    pages['/tours'].reads.push('hotels/*');
    expect(plan.pages).toEqual({ '/tours': { reads: ['tours/*'] } });
  });

  it('names every problem of the whole commit at once', () => {
    const problems = problemsOf({
      basedOn: -1,
      buildId: ' ',
      records: [
        { collection: '', id: ' ', version: 0, data: {} },
        { collection: 'tours', id: 'a', version: 1.5, data: null },
        { collection: 'tours', id: 'b', version: 1, data: undefined },
        { collection: 'tours', id: 'c', version: 1, data: { loop: 1n } },
        { collection: 5 as unknown as string, id: ['d'] as unknown as string, version: 1, data: {} },
      ],
      files: [
        aPublishedPage('../x'),
        { file: 'a.html', body: 'text' as unknown as Uint8Array, contentType: '' },
        aPublishedPage('b.html', 'b', { br: [1, 2] as unknown as Uint8Array, gzip: 'x' as unknown as Uint8Array }),
      ],
      removedFiles: ['/etc/passwd', undefined as unknown as string],
      pages: { ' ': { reads: ['x'] }, '/a': 'tours/*' as never, '/b': { reads: ['tours/*', 1] } as never },
    });
    expect(problems).toEqual([
      'basedOn must be a whole number from 0, not -1',
      'the build id must be a non-empty string',
      'records[0]: the collection must be a non-empty string',
      'records[0]: the id must be a non-empty string',
      'records[0]: the version must be a whole number from 1, not 0',
      'records[1]: the version must be a whole number from 1, not 1.5',
      'records[1]: the data is missing',
      'records[2]: the data is missing',
      'records[3]: the data is not JSON (Do not know how to serialize a BigInt)',
      'records[4]: the collection must be a non-empty string',
      'records[4]: the id must be a non-empty string',
      'files[0]: "../x" is not a file name of the site',
      'files[1]: the content type must be a non-empty string',
      'files[1]: the body must be bytes',
      'files[2]: the br copy must be bytes when given',
      'files[2]: the gzip copy must be bytes when given',
      'removedFiles[0]: "/etc/passwd" is not a file name of the site',
      'removedFiles[1]: undefined is not a file name of the site',
      'the pages name a page without a path',
      'the reads of "/a" must be a list of strings',
      'the reads of "/b" must be a list of strings',
    ]);
    expect(thrown(() => planCommit(undefined, aPublicationCommit({ basedOn: -1, buildId: '' }), T1))).toMatchObject({
      name: 'InvalidPublicationError',
      message: 'Invalid publication: basedOn must be a whole number from 0, not -1; the build id must be a non-empty string',
    });
  });

  it('refuses a record, a file or a removal given twice, and a file both written and removed', () => {
    expect(
      problemsOf({
        records: [aPublishedRecord('a', 1), aPublishedRecord('a', 2), { ...aPublishedRecord('a', 1), collection: 'hotels' }],
        files: [aPublishedPage('x.html'), aPublishedPage('x.html', 'other'), aPublishedPage('y.html')],
        removedFiles: ['z.html', 'z.html', 'y.html'],
      }),
    ).toEqual(['the record tours/a is given twice', 'the file x.html is given twice', 'the removed file z.html is given twice', 'the file y.html is both written and removed']);
  });

  it('refuses pages that are not an object of page paths', () => {
    for (const pages of [null, ['x'], 'x']) expect(problemsOf({ pages: pages as never })).toEqual(['the pages must be an object of page paths']);
  });

  it('takes bytes of any kind and an empty body', () => {
    expect(() => planCommit(undefined, aPublicationCommit({ files: [{ file: 'empty.txt', body: new Uint8Array(0), contentType: 'text/plain', br: new Uint8Array([1]), gzip: new Uint8Array([2]) }] }), T1)).not.toThrow();
  });
});

describe('the publication a plan makes (docs/decisions/102)', () => {
  const first = (): Publication => publicationAfter(undefined, planCommit(undefined, aPublicationCommit({ files: [aPublishedPage('b.html'), aPublishedPage('a.html'), aPublishedPage('c.html')], removedFiles: ['gone.html'] }), T0));
  const next = (previous: Publication, commit: Partial<PublicationCommit>) =>
    publicationAfter(previous, planCommit(previous.head, aPublicationCommit({ basedOn: previous.head.generation, ...commit }), T1));

  it('holds the first commit\'s files by name, its withdrawals, records and pages', () => {
    const publication = first();
    expect(publication.head).toEqual({ generation: 1, publishedAt: T0, buildId: 'build-1' });
    expect(publication.files.map((file) => file.file)).toEqual(['a.html', 'b.html', 'c.html']);
    expect(publication.withdrawnFiles).toEqual(['gone.html']);
    expect(publication.records).toEqual([aPublishedRecord()]);
    expect(publication.pages).toEqual({ '/tours': { reads: ['tours/*', 'settings/settings'] } });
  });

  it('overlays the next commit: written files replace or join, removed ones are withdrawn, the rest stay; records and pages are the new ones', () => {
    const publication = next(first(), {
      files: [aPublishedPage('b.html', 'new b'), aPublishedPage('d.html')],
      removedFiles: ['c.html', 'e.html'],
      records: [aPublishedRecord('coco-1', 4)],
      pages: { '/': { reads: ['settings/settings'] } },
    });
    expect(publication.head.generation).toBe(2);
    expect(publication.files.map((file) => file.file)).toEqual(['a.html', 'b.html', 'd.html']);
    expect(publication.files[1]!.body).toEqual(bytesOf('new b'));
    expect(publication.withdrawnFiles).toEqual(['c.html', 'e.html', 'gone.html']);
    expect(publication.records).toEqual([aPublishedRecord('coco-1', 4)]);
    expect(publication.pages).toEqual({ '/': { reads: ['settings/settings'] } });
  });

  it('publishes a withdrawn file again when it is written again', () => {
    const publication = next(first(), { files: [aPublishedPage('gone.html')] });
    expect(publication.withdrawnFiles).toEqual([]);
    expect(publication.files.map((file) => file.file)).toContain('gone.html');
  });

  it('drops the earlier build\'s files and withdrawals in a commit for another build', () => {
    const publication = next(first(), { buildId: 'build-2', files: [aPublishedPage('z.html')], removedFiles: ['y.html'] });
    expect(publication.head.buildId).toBe('build-2');
    expect(publication.files.map((file) => file.file)).toEqual(['z.html']);
    expect(publication.withdrawnFiles).toEqual(['y.html']);
  });
});
