import { domainDescriptionsApiContract } from '../contracts/domain-descriptions-api.contract.js';
import { marketplaceImagesApiContract } from '../contracts/marketplace-images-api.contract.js';
import { photoFeedApiContract } from '../contracts/photo-feed-api.contract.js';
import { InMemoryMarketplaceImagesApi } from './in-memory-marketplace-images-api.js';
import { InMemoryDomainDescriptionsApi } from './in-memory-domain-descriptions-api.js';
import { InMemoryPhotoFeedApi } from './in-memory-photo-feed-api.js';

photoFeedApiContract(
  'InMemoryPhotoFeedApi',
  (items) => new InMemoryPhotoFeedApi(items),
  () => {
    const api = new InMemoryPhotoFeedApi();
    api.fail();
    return api;
  },
);

domainDescriptionsApiContract(
  'InMemoryDomainDescriptionsApi',
  (csv) => new InMemoryDomainDescriptionsApi(csv),
  () => {
    const api = new InMemoryDomainDescriptionsApi();
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
