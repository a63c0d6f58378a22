import { catalogueStoreContract } from '../contracts/catalogue-store.contract.js';
import { clickCountsContract } from '../contracts/click-counts.contract.js';
import { InMemoryCatalogueStore } from './in-memory-catalogue-store.js';
import { scheduledChangeStoreContract } from '../contracts/scheduled-change-store.contract.js';
import { scheduledChangesOnTwoServersContract } from '../contracts/scheduled-changes-on-two-servers.contract.js';
import { InMemoryScheduledChangeStore } from './in-memory-scheduled-change-store.js';
import { InMemoryClickCounts } from './in-memory-click-counts.js';
import { adminAuthenticatorContract } from '../contracts/admin-authenticator.contract.js';
import { domainDescriptionSourceContract } from '../contracts/domain-description-source.contract.js';
import { imageReencoderContract } from '../contracts/image-reencoder.contract.js';
import { marketplaceImageSourceContract } from '../contracts/marketplace-image-source.contract.js';
import { objectStorageContract } from '../contracts/object-storage.contract.js';
import { storedObjectListingContract } from '../contracts/stored-object-listing.contract.js';
import { photoFeedSourceContract } from '../contracts/photo-feed-source.contract.js';
import { photoVariantEncoderContract } from '../contracts/photo-variant-encoder.contract.js';
import { sessionStoreContract } from '../contracts/session-store.contract.js';
import { signInFailureLogContract } from '../contracts/sign-in-failure-log.contract.js';
import { uploadUrlSignerContract } from '../contracts/upload-url-signer.contract.js';
import { usedUploadUrlsContract } from '../contracts/used-upload-urls.contract.js';
import { InMemoryAdminAuthenticator } from './in-memory-admin-authenticator.js';
import { InMemoryDomainDescriptionSource } from './in-memory-domain-description-source.js';
import { InMemoryMarketplaceImageSource } from './in-memory-marketplace-image-source.js';
import { InMemoryObjectStorage } from './in-memory-object-storage.js';
import { InMemoryPhotoFeedSource } from './in-memory-photo-feed-source.js';
import { InMemoryUploadUrlSigner } from './in-memory-upload-url-signer.js';
import { InMemorySessionStore } from './in-memory-session-store.js';
import { InMemorySignInFailureLog } from './in-memory-sign-in-failure-log.js';
import { InMemoryUsedUploadUrls } from './in-memory-used-upload-urls.js';
import { changeSetStoreContract } from '../contracts/change-set-store.contract.js';
import { InMemoryChangeSetStore } from './in-memory-change-set-store.js';
import { PassThroughImageReencoder } from './pass-through-image-reencoder.js';
import { StandInPhotoVariantEncoder } from './stand-in-photo-variant-encoder.js';

// The in-memory doubles of the server's ports pass the same contracts as the real adapters (docs/architecture.md §1).
adminAuthenticatorContract('InMemoryAdminAuthenticator', (password, clock) => new InMemoryAdminAuthenticator(password, clock));
sessionStoreContract('InMemorySessionStore', () => new InMemorySessionStore());
clickCountsContract('InMemoryClickCounts', () => new InMemoryClickCounts(), (first) => (first as InMemoryClickCounts).sharing());
catalogueStoreContract('InMemoryCatalogueStore', (clock) => new InMemoryCatalogueStore(clock), (first) => (first as InMemoryCatalogueStore).sharing());
changeSetStoreContract('InMemoryChangeSetStore', () => new InMemoryChangeSetStore(), (first) => (first as InMemoryChangeSetStore).sharing());
signInFailureLogContract('InMemorySignInFailureLog', () => new InMemorySignInFailureLog());
usedUploadUrlsContract('InMemoryUsedUploadUrls', () => new InMemoryUsedUploadUrls());
objectStorageContract('InMemoryObjectStorage', () => new InMemoryObjectStorage());
storedObjectListingContract('InMemoryObjectStorage', () => new InMemoryObjectStorage());
uploadUrlSignerContract('InMemoryUploadUrlSigner', (clock, sessions) => new InMemoryUploadUrlSigner(clock, sessions));
imageReencoderContract('PassThroughImageReencoder', () => new PassThroughImageReencoder());
photoVariantEncoderContract('StandInPhotoVariantEncoder', () => new StandInPhotoVariantEncoder());
marketplaceImageSourceContract('InMemoryMarketplaceImageSource', (known) => new InMemoryMarketplaceImageSource(known));
domainDescriptionSourceContract(
  'InMemoryDomainDescriptionSource',
  (csv) => new InMemoryDomainDescriptionSource(csv),
  () => {
    const source = new InMemoryDomainDescriptionSource();
    source.fail();
    return source;
  },
);
photoFeedSourceContract('InMemoryPhotoFeedSource', (items) => new InMemoryPhotoFeedSource(items));
scheduledChangeStoreContract('InMemoryScheduledChangeStore', () => new InMemoryScheduledChangeStore(), (first) => (first as InMemoryScheduledChangeStore).sharing());
scheduledChangesOnTwoServersContract('Memory', async (clock) => {
  const catalogue = new InMemoryCatalogueStore(clock);
  const changes = new InMemoryScheduledChangeStore();
  return [
    { catalogue, changes },
    { catalogue: catalogue.sharing(), changes: changes.sharing() },
  ];
});
