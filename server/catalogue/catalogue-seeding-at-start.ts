import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InvalidCatalogueDocumentError, type CatalogueValidator } from '../../domain/catalogue/catalogue-document-io.js';
import { seedIfEmpty, upgradeStoredCatalogue } from '../../domain/catalogue/catalogue-seeding.js';
import type { CatalogueStore } from '../../domain/catalogue/catalogue-store.js';
import { readCatalogueSeed } from './catalogue-document-file.js';
import { describeRecords } from './describe-records.js';

/** A seed that is not a catalogue stops the start, naming the file and every issue. */
export class InvalidCatalogueSeedError extends Error {
  constructor(file: string, issues: readonly string[]) {
    super(`The catalogue seed ${file} is not a catalogue document; nothing was stored:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'InvalidCatalogueSeedError';
  }
}

/**
 * At each start, before the first request: an empty catalogue store is filled from the built UI's catalogue-seed.json
 * (docs/decisions/098), and the log says how many records of each collection it took. Without that file the server
 * starts all the same and says so (the pages are still built from ui/content); an invalid one stops the start. A store
 * that holds records is left alone, and the file is not read. A store seeded before the shops collection is then
 * upgraded to today's shape, once (docs/decisions/144), and the log says what changed. Built by the composition root
 * (server/app.module.ts).
 */
export class CatalogueSeedingAtStart implements OnApplicationBootstrap {
  constructor(
    private readonly store: CatalogueStore,
    private readonly seedFile: string,
    private readonly validate: CatalogueValidator,
    private readonly say: (line: string) => void = (line) => new Logger('Catalogue').warn(line),
  ) {}

  private ended: (ready: boolean) => void = () => undefined;
  /** Settles once the seeding at start has ended: true when the store is ready, false when the start fails. What reads the store at start waits for it. */
  readonly finished = new Promise<boolean>((resolve) => (this.ended = resolve));

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.seed();
      this.ended(true);
    } catch (error) {
      this.ended(false);
      throw error;
    }
  }

  private async seed(): Promise<void> {
    let seeding;
    try {
      seeding = await seedIfEmpty(this.store, () => readCatalogueSeed(this.seedFile), this.validate);
    } catch (error) {
      if (error instanceof InvalidCatalogueDocumentError) throw new InvalidCatalogueSeedError(this.seedFile, error.issues);
      throw error;
    }
    if (seeding.outcome === 'seeded') this.say(`Seeded the empty catalogue store from ${this.seedFile}: ${describeRecords(seeding.perCollection)}`);
    if (seeding.outcome === 'no-seed') this.say(`No catalogue seed at ${this.seedFile} (\`npm run build\` writes it): the catalogue store stays empty; the pages are built from ui/content`);
    await this.upgrade();
  }

  /** A store whose old records do not make today's catalogue is left as it was, and serves as it did: the log names each issue. */
  private async upgrade(): Promise<void> {
    let upgrade;
    try {
      upgrade = await upgradeStoredCatalogue(this.store, this.validate);
    } catch (error) {
      if (!(error instanceof InvalidCatalogueDocumentError)) throw error;
      this.say(`The catalogue store was seeded before the shops collection (docs/decisions/144) and could not be upgraded; nothing changed:\n${error.issues.map((issue) => `  - ${issue}`).join('\n')}`);
      return;
    }
    if (upgrade.outcome === 'upgraded') {
      this.say(
        `Upgraded the catalogue store seeded before the shops collection (docs/decisions/144): ${upgrade.created} records created, ${upgrade.updated} updated, ${upgrade.archived} archived (the gift copies of coffees); publish all to show them`,
      );
    }
  }
}
