import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aCatalogueDocument, anotherPublicTour, aPublicTour } from '../test-support/catalogue-documents.js';
import { buildDocument, readSeedDocument, SEED_DOCUMENT_FILE } from './catalogue-seed.js';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository whose seed file holds this text. */
function repositoryWith(text: string): string {
  const root = mkdtempSync(join(tmpdir(), 'crg-seed-'));
  roots.push(root);
  mkdirSync(join(root, 'catalogue'));
  writeFileSync(join(root, SEED_DOCUMENT_FILE), text);
  return root;
}

describe('the seed the build renders (docs/decisions/101)', () => {
  it('is read and checked whole', () => {
    expect(readSeedDocument(repositoryWith(JSON.stringify(aCatalogueDocument())))).toEqual(aCatalogueDocument());
  });

  it('stops the build on a seed with problems, naming each', () => {
    const broken = aCatalogueDocument({ tours: [aPublicTour({ price: -5 }), anotherPublicTour({ destination: 'nowhere' })] });
    const root = repositoryWith(JSON.stringify(broken));
    expect(() => readSeedDocument(root)).toThrow('tours[0].price (arenal-volcano-hike): price must be a positive number of US dollars, got -5');
    expect(() => readSeedDocument(root)).toThrow('tours[1].destination (mistico-hanging-bridges): destination "nowhere" is not the id of any destination');
  });

  it('stops the build on a seed that is not JSON, saying so', () => {
    expect(() => readSeedDocument(repositoryWith('{ tours: ['))).toThrow('catalogue/seed.json could not be read as JSON');
  });

  it('takes the build-time partner ids the environment sets over its settings, checked again', () => {
    const built = buildDocument(aCatalogueDocument(), { VITE_MARKETPLACE_PARTNER_ID: 'OUR-PARTNER' });
    expect(built.settings.marketplace.partnerId).toBe('OUR-PARTNER');
    expect(built.tours).toEqual(aCatalogueDocument().tours);
    expect(buildDocument(aCatalogueDocument(), {})).toEqual(aCatalogueDocument());
  });
});
