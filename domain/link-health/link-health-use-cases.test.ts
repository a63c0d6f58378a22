import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryCataloguePublishing } from '../../adapters/memory/in-memory-catalogue-publishing.js';
import { InMemoryClickCounts } from '../../adapters/memory/in-memory-click-counts.js';
import { InMemoryLinkHealthStore } from '../../adapters/memory/in-memory-link-health-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument, aPublicTour } from '../../test-support/catalogue-documents.js';
import { rejectionOf } from '../../test-support/rejection.js';
import { catalogueRecordsOf } from '../catalogue/catalogue-document.js';
import { CatalogueEditor } from '../catalogue/catalogue-editor.js';
import { CataloguePublisher } from '../catalogue/catalogue-publisher.js';
import { LinkHealthReader, LinkNotCheckedError } from './link-health-reader.js';
import { PublishedLinkTargets } from './published-link-targets.js';
import { StopGapRefusedError } from './search-stop-gap.js';
import { TourSearchStopGap } from './tour-search-stop-gap.js';

async function aPublishedCatalogue() {
  const clock = new ManualClock(new Date('2026-11-02T12:00:00.000Z'));
  const store = new InMemoryCatalogueStore(clock);
  await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
  const publishing = new InMemoryCataloguePublishing();
  const publisher = new CataloguePublisher(store, publishing);
  await publisher.publish();
  return { clock, store, publishing, publisher, editor: new CatalogueEditor(store, publishing) };
}

describe('PublishedLinkTargets', () => {
  it('checks the links of the published records, not of drafts', async () => {
    const { publishing, editor } = await aPublishedCatalogue();
    const targets = new PublishedLinkTargets(publishing);
    const before = await targets.targets();
    expect(before.map((target) => target.linkId)).toContain('tour:arenal-1');
    const { id: _id, ...hike } = aPublicTour();
    await editor.update({ collection: 'tours', id: 'arenal-volcano-hike' }, { ...hike, searchTerm: 'A draft term' }, 1);
    expect(await targets.targets()).toEqual(before);
  });
});

describe('LinkHealthReader', () => {
  async function setUp() {
    const catalogue = await aPublishedCatalogue();
    const links = new InMemoryLinkHealthStore();
    const clicks = new InMemoryClickCounts();
    const reader = new LinkHealthReader(links, new PublishedLinkTargets(catalogue.publishing), clicks, catalogue.store, catalogue.clock, { scheduleHours: 24, priceStaleDays: 90 });
    return { ...catalogue, links, clicks, reader };
  }

  it('reports every published link with its clicks of the last 30 days, the run and the settings', async () => {
    const { links, clicks, reader, clock } = await setUp();
    await links.record({ linkId: 'tour:arenal-1', state: 'broken', since: '2026-11-01T00:00:00.000Z', lastChecked: '2026-11-02T00:00:00.000Z', detail: 'The final address answered 404' });
    await clicks.add([
      { day: '2026-11-01', linkId: 'tour:arenal-1', page: '/tours', section: 'tours', position: 1, clicks: 7 },
      { day: '2026-10-02', linkId: 'tour:arenal-1', page: '/tours', section: 'tours', position: 1, clicks: 100 },
    ]);
    const view = await reader.view();
    expect(view.rows[0]).toMatchObject({ linkId: 'tour:arenal-1', state: 'broken', clicks: 7, editorPath: '/admin?view=catalogue&collection=tours&id=arenal-volcano-hike' });
    expect(view.rows).toHaveLength(7);
    expect(view).toMatchObject({ run: {}, scheduleHours: 24, priceStaleDays: 90, stalePrices: [] });
    clock.advance(91 * 86_400_000);
    expect((await reader.view()).stalePrices.map((price) => price.record.collection).sort()).toEqual(['products', 'products', 'products', 'tours', 'tours']);
  });

  it('gives the CSV named for the day', async () => {
    const { reader } = await setUp();
    const csv = await reader.csv();
    expect(csv.fileName).toBe('link-health-2026-11-02.csv');
    expect(csv.text.split('\n')).toHaveLength(9);
  });

  it('dismisses a checked link in its state now, and takes it back; refuses a link never checked', async () => {
    const { links, reader } = await setUp();
    await links.record({ linkId: 'tour:arenal-1', state: 'unavailable', since: 'x', lastChecked: 'x', detail: 'd' });
    await reader.dismiss('tour:arenal-1', 'Sold out until May');
    expect((await links.all())[0]?.dismissal).toEqual({ state: 'unavailable', note: 'Sold out until May', at: '2026-11-02T12:00:00.000Z' });
    await reader.dismiss('tour:arenal-1', null);
    expect((await links.all())[0]).not.toHaveProperty('dismissal');
    const refusal = await rejectionOf(reader.dismiss('tour:never', 'x'));
    expect(refusal).toBeInstanceOf(LinkNotCheckedError);
    expect(refusal).toMatchObject({ name: 'LinkNotCheckedError', message: 'No check has reached the link "tour:never" yet' });
  });
});

describe('TourSearchStopGap', () => {
  it("makes the tour's link search for its title and publishes that tour at once", async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    const made = await new TourSearchStopGap(editor, publisher, publishing).apply('arenal-volcano-hike');
    expect(made).toMatchObject({ previousTerm: aPublicTour().searchTerm, version: 2, draftKept: false, publication: { outcome: 'published', records: [{ collection: 'tours', id: 'arenal-volcano-hike', version: 2 }] } });
    expect(made.url).toBe('https://www.getyourguide.com/s/?q=Arenal+Volcano+Hike&partner_id=PARTNER-ID&utm_medium=online_publisher&cmp=costa_rica_gateway');
    const published = (await publishing.publishedRecords()).find((record) => record.id === 'arenal-volcano-hike');
    expect(published?.data).toMatchObject({ searchTerm: 'Arenal Volcano Hike' });
    expect(await rejectionOf(new TourSearchStopGap(editor, publisher, publishing).apply('arenal-volcano-hike'))).toBeInstanceOf(StopGapRefusedError);
  });

  const hikeKey = { collection: 'tours', id: 'arenal-volcano-hike' };
  const { id: _hikeId, ...hike } = aPublicTour();

  it('changes only the live link when a draft is pending: the draft stays unpublished, carrying the stop-gap', async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    await editor.update(hikeKey, { ...hike, price: 59 }, 1);
    const made = await new TourSearchStopGap(editor, publisher, publishing).apply('arenal-volcano-hike');
    expect(made).toMatchObject({ version: 4, draftKept: true, publication: { outcome: 'published', records: [{ version: 3 }] } });
    const published = (await publishing.publishedRecords()).find((record) => record.id === 'arenal-volcano-hike');
    expect(published).toMatchObject({ version: 3, data: { ...hike, searchTerm: 'Arenal Volcano Hike' } });
    expect(await editor.read(hikeKey)).toMatchObject({ version: 4, status: 'draft', publishedVersion: 3, data: { ...hike, price: 59, searchTerm: 'Arenal Volcano Hike' } });
  });

  it("keeps a draft's own new search term: the operator's fix under way is not overwritten", async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    await editor.update(hikeKey, { ...hike, searchTerm: 'Arenal hike fixed' }, 1);
    await new TourSearchStopGap(editor, publisher, publishing).apply('arenal-volcano-hike');
    expect((await editor.read(hikeKey)).data).toMatchObject({ searchTerm: 'Arenal hike fixed' });
    expect((await publishing.publishedRecords()).find((record) => record.id === 'arenal-volcano-hike')?.data).toMatchObject({ searchTerm: 'Arenal Volcano Hike' });
  });

  it('puts the draft back when the publish fails, and says why', async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    await editor.update(hikeKey, { ...hike, price: 59 }, 1);
    publishing.publish = () => Promise.reject(new Error('renderer away'));
    expect(await rejectionOf(new TourSearchStopGap(editor, publisher, publishing).apply('arenal-volcano-hike'))).toEqual(new Error('renderer away'));
    expect(await editor.read(hikeKey)).toMatchObject({ version: 4, status: 'draft', publishedVersion: 1, data: { ...hike, price: 59, searchTerm: 'Arenal Volcano Hike' } });
  });

  it("reads the tour's published record, not another collection's of the same id", async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    const records = publishing.publishedRecords.bind(publishing);
    publishing.publishedRecords = async () => [{ collection: 'destinations', id: 'arenal-volcano-hike', version: 7, data: { searchTerm: 'elsewhere' } }, ...(await records())];
    const made = await new TourSearchStopGap(editor, publisher, publishing).apply('arenal-volcano-hike');
    expect(made).toMatchObject({ previousTerm: aPublicTour().searchTerm, draftKept: false, version: 2 });
  });

  it('refuses a tour the site does not show yet', async () => {
    const { editor, publisher, publishing } = await aPublishedCatalogue();
    const { adminTour: _adminTour, ...fresh } = hike;
    await editor.create({ collection: 'tours', id: 'new-tour' }, { ...fresh, legacyId: 'new-1' });
    const refusal = await rejectionOf(new TourSearchStopGap(editor, publisher, publishing).apply('new-tour'));
    expect(refusal).toEqual(new StopGapRefusedError('The tour is not on the site yet: it has no live link to stop'));
  });
});
