import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { MarketplaceImageMap, MarketplaceImageSource, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';

/**
 * The operator's curated photos (docs/architecture.md §3): a JSON file in DATA_DIR, `{"images": {"<tourId>": "<url>"}}`,
 * seeded from the bundled default on first start and re-read whenever it changes, so the operator edits
 * it without a deploy or a restart. A broken file counts as empty: the home page keeps its own photos.
 */
export class CuratedFileMarketplaceImageSource implements MarketplaceImageSource {
  private cache: { readonly modified: number; readonly images: MarketplaceImageMap } | undefined;

  constructor(
    private readonly file: string,
    bundledDefault?: string,
  ) {
    if (bundledDefault && !existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(bundledDefault, file);
    }
  }

  async imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    const images = await this.load();
    return Object.fromEntries(tours.filter((tour) => Object.hasOwn(images, tour.tourId)).map((tour) => [tour.tourId, images[tour.tourId]!]));
  }

  private async load(): Promise<MarketplaceImageMap> {
    let modified: number;
    try {
      modified = (await stat(this.file)).mtimeMs;
    } catch {
      return {};
    }
    if (this.cache?.modified === modified) return this.cache.images;
    let images: MarketplaceImageMap = {};
    try {
      images = imagesIn(JSON.parse(await readFile(this.file, 'utf8')));
    } catch {
      images = {};
    }
    this.cache = { modified, images };
    return images;
  }
}

function imagesIn(document: unknown): MarketplaceImageMap {
  const images = (document as { images?: unknown } | null)?.images;
  if (typeof images !== 'object' || images === null) return {};
  return Object.fromEntries(
    Object.entries(images).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^(https:\/\/|\/(?!\/))/.test(entry[1])),
  );
}
