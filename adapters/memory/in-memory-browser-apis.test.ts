import { marketplaceImagesApiContract } from '../contracts/marketplace-images-api.contract.js';
import { photoFeedApiContract } from '../contracts/photo-feed-api.contract.js';
import { tourImagesApiContract } from '../contracts/tour-images-api.contract.js';
import { InMemoryMarketplaceImagesApi } from './in-memory-marketplace-images-api.js';
import { InMemoryPhotoFeedApi } from './in-memory-photo-feed-api.js';
import { InMemoryTourImagesApi } from './in-memory-tour-images-api.js';

photoFeedApiContract(
  'InMemoryPhotoFeedApi',
  (items) => new InMemoryPhotoFeedApi(items),
  () => {
    const api = new InMemoryPhotoFeedApi();
    api.fail();
    return api;
  },
);

marketplaceImagesApiContract(
  'InMemoryMarketplaceImagesApi',
  (images) => new InMemoryMarketplaceImagesApi(images),
  () => {
    const api = new InMemoryMarketplaceImagesApi();
    api.fail();
    return api;
  },
);

tourImagesApiContract(
  'InMemoryTourImagesApi',
  (images) => new InMemoryTourImagesApi(images),
  () => {
    const api = new InMemoryTourImagesApi();
    api.fail();
    return api;
  },
);
