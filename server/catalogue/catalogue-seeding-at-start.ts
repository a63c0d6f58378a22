import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InvalidCatalogueDocumentError, type CatalogueValidator } from '../../domain/catalogue/catalogue-document-io.js';
import { seedIfEmpty } from '../../domain/catalogue/catalogue-seeding.js';
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
 * that holds records is left alone, and the file is not read. Built by the composition root (server/app.module.ts).
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
  }
}
