import { MARKETPLACE_IMAGES_PATH } from '../../domain/api-paths.js';
import type { MarketplaceImageMap, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import { MarketplaceImagesError, type MarketplaceImagesApi } from '../../domain/marketplace/marketplace-images-api.js';


/** MarketplaceImagesApi over HTTP. `baseUrl` is '' in the browser (same origin) and absolute in Node. */
export class HttpMarketplaceImagesApi implements MarketplaceImagesApi {
  constructor(private readonly baseUrl = '') {}

  async imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap> {
    const response = await fetch(`${this.baseUrl}${MARKETPLACE_IMAGES_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tours }),
    });
    if (!response.ok) throw new MarketplaceImagesError(response.status);
    return (await response.json()) as MarketplaceImageMap;
  }
}
