import type { AdminApi } from './admin/admin-api.js';
import type { AdminAuthenticator } from './admin/admin-authenticator.js';
import type { SessionStore } from './admin/session-store.js';
import type { SignInFailureLog } from './admin/sign-in-failure-log.js';
import type { TourPhotoUploads } from './admin/tour-photo-uploads.js';
import type { AnalyticsSink } from './analytics/analytics-sink.js';
import type { VisitMemory } from './analytics/visit-memory.js';
import type { ChangeSetStore } from './catalogue/change-set-store.js';
import type { CataloguePreviewing } from './catalogue/catalogue-previewing.js';
import type { CataloguePublishing } from './catalogue/catalogue-publishing.js';
import type { CatalogueStore } from './catalogue/catalogue-store.js';
import type { ScheduledChangeStore } from './catalogue/scheduled-change-store.js';
import type { ClickBeacon } from './clicks/click-beacon.js';
import type { CatalogueAdminApi } from './catalogue/catalogue-admin-api.js';
import type { ClickDashboardApi } from './clicks/click-dashboard-api.js';
import type { AdminTourCardsApi } from './admin/admin-tour-cards-api.js';
import type { LinkChecker } from './link-health/link-checker.js';
import type { LinkHealthApi } from './link-health/link-health-api.js';
import type { LinkHealthStore } from './link-health/link-health-store.js';
import type { LinkTargetSource } from './link-health/link-target-source.js';
import type { ClickCounts } from './clicks/click-counts.js';
import type { RobotDetector } from './clicks/click-filter.js';
import type { ConsentStore } from './consent/consent-store.js';
import type { Consent } from './consent/consent.js';
import type { DomainDescriptionSource } from './domain-descriptions/domain-description-source.js';
import type { MarketplaceImageSource } from './marketplace/marketplace-image-source.js';
import type { NewsletterSubscriptions } from './newsletter/newsletter-subscriptions.js';
import type { RelocationRequests } from './relocation/relocation-requests.js';
import type { InboxApi } from './inbox/inbox-api.js';
import type { PhotoVariantEncoder } from './images/photo-variant-encoder.js';
import type { ImageReencoder } from './objects/image-reencoder.js';
import type { AbandonedWrites } from './objects/abandoned-writes.js';
import type { ObjectStorage } from './objects/object-storage.js';
import type { StoredObjectListing } from './objects/stored-object-listing.js';
import type { UploadUrlSigner } from './objects/upload-url-signer.js';
import type { UsedUploadUrls } from './objects/used-upload-urls.js';
import type { PhotoFeedApi } from './photo-feed/photo-feed-api.js';
import type { MarketplaceImagesApi } from './marketplace/marketplace-images-api.js';
import type { PhotoFeedSource } from './photo-feed/photo-feed-source.js';
import type { PublicationStore } from './publishing/publication-store.js';
import type { PublishedFileCompressor } from './publishing/published-file-compressor.js';
import type { Clock } from './kernel/clock.js';
import type { Scheduler } from './kernel/scheduler.js';
import { token } from './kernel/token.js';
import type { InboxStore } from './inbox/inbox-store.js';
import type { MailTransport } from './mail/mail-transport.js';
import type { LinkSigner } from './newsletter/link-signer.js';
import type { TourImageRepository } from './tours/tour-image-repository.js';
import type { TourImagesApi } from './tours/tour-images-api.js';

/**
 * Every port's DI token, in one file (docs/architecture.md §1). Both composition roots bind these:
 * server/app.module.ts (Nest providers) and ui/container.ts (inversify).
 */
export const TourImageRepositoryToken = token<TourImageRepository>('TourImageRepository');
export const TourImagesApiToken = token<TourImagesApi>('TourImagesApi');
// The server's ports (docs/architecture.md §1, §3).
export const ClockToken = token<Clock>('Clock');
export const AdminAuthenticatorToken = token<AdminAuthenticator>('AdminAuthenticator');
export const ObjectStorageToken = token<ObjectStorage>('ObjectStorage');
// What a stop in mid-write leaves in the object storage (docs/decisions/045).
export const AbandonedWritesToken = token<AbandonedWrites>('AbandonedWrites');
// Its keys by age, to find the sized copies of photos a stop in mid-save never wrote (docs/decisions/094).
export const StoredObjectListingToken = token<StoredObjectListing>('StoredObjectListing');
export const UploadUrlSignerToken = token<UploadUrlSigner>('UploadUrlSigner');
export const ImageReencoderToken = token<ImageReencoder>('ImageReencoder');
export const PhotoVariantEncoderToken = token<PhotoVariantEncoder>('PhotoVariantEncoder');
export const CuratedMarketplaceImageSourceToken = token<MarketplaceImageSource>('CuratedMarketplaceImageSource');
export const ResolvedMarketplaceImageSourceToken = token<MarketplaceImageSource>('ResolvedMarketplaceImageSource');
export const PhotoFeedSourceToken = token<PhotoFeedSource>('PhotoFeedSource');
// Bound on both sides: the server reads the operator's file, the browser asks the server for it.
export const DomainDescriptionSourceToken = token<DomainDescriptionSource>('DomainDescriptionSource');
// The browser's ports (docs/architecture.md §1, §4).
export const AdminApiToken = token<AdminApi>('AdminApi');
export const TourPhotoUploadsToken = token<TourPhotoUploads<Blob>>('TourPhotoUploads');
export const AnalyticsSinkToken = token<AnalyticsSink>('AnalyticsSink');
/** What a visit remembers across its page loads (the tab's sessionStorage in a browser). */
export const VisitMemoryToken = token<VisitMemory>('VisitMemory');
export const ConsentStoreToken = token<ConsentStore>('ConsentStore');
/** Not a port but the one consent of the page, shared by the banner, the footer's Cookie settings and the tag gates. */
export const ConsentToken = token<Consent>('Consent');
export const SchedulerToken = token<Scheduler>('Scheduler');
export const NewsletterSubscriptionsToken = token<NewsletterSubscriptions>('NewsletterSubscriptions');
/** Issue 39: the relocation consultation form's requests (docs/decisions/125). */
export const RelocationRequestsToken = token<RelocationRequests>('RelocationRequests');
export const PhotoFeedApiToken = token<PhotoFeedApi>('PhotoFeedApi');
export const MarketplaceImagesApiToken = token<MarketplaceImagesApi>('MarketplaceImagesApi');
// Shared state of the servers (docs/decisions/036-sessions-and-limits-in-the-database.md).
export const SessionStoreToken = token<SessionStore>('SessionStore');
export const SignInFailureLogToken = token<SignInFailureLog>('SignInFailureLog');
export const UsedUploadUrlsToken = token<UsedUploadUrls>('UsedUploadUrls');
// docs/decisions/067: the click counts every server adds to, and the robots' user-agent list.
export const ClickCountsToken = token<ClickCounts>('ClickCounts');
export const RobotDetectorToken = token<RobotDetector>('RobotDetector');
export const ClickBeaconToken = token<ClickBeacon>('ClickBeacon');
export const ClickDashboardApiToken = token<ClickDashboardApi>('ClickDashboardApi');
/** Issue 39: the admin Inbox view's calls (docs/decisions/126). */
export const InboxApiToken = token<InboxApi>('InboxApi');
// docs/decisions/101: the admin page's tour cards, from the server's catalogue.
export const AdminTourCardsApiToken = token<AdminTourCardsApi>('AdminTourCardsApi');
// docs/decisions/098: the catalogue's records and their revisions, in the database every server shares.
export const CatalogueStoreToken = token<CatalogueStore>('CatalogueStore');
// docs/decisions/102: the published pages every server serves, and the compressed copies made before they are committed.
export const PublicationStoreToken = token<PublicationStore>('PublicationStore');
export const PublishedFileCompressorToken = token<PublishedFileCompressor>('PublishedFileCompressor');
// docs/decisions/103: what the public site shows of the catalogue, and publishing drafts to it.
export const CataloguePublishingToken = token<CataloguePublishing>('CataloguePublishing');
// docs/decisions/115: the site's pages as the operator reviews drafts: where a record shows, the pages drafts change.
export const CataloguePreviewingToken = token<CataloguePreviewing>('CataloguePreviewing');
// docs/decisions/117: the change sets of bulk price changes, which one restore undoes.
export const ChangeSetStoreToken = token<ChangeSetStore>('ChangeSetStore');
// docs/decisions/104: the catalogue changes scheduled for a time, claimed by one server at a time.
export const ScheduledChangeStoreToken = token<ScheduledChangeStore>('ScheduledChangeStore');
// Issue 39, docs/decisions/121-123: what visitors send and the mail queue; how mail leaves; the newsletter's signed links.
export const InboxStoreToken = token<InboxStore>('InboxStore');
export const MailTransportToken = token<MailTransport>('MailTransport');
export const LinkSignerToken = token<LinkSigner>('LinkSigner');
// Issue 38: the admin page's catalogue editor, over the admin catalogue API.
export const CatalogueAdminApiToken = token<CatalogueAdminApi>('CatalogueAdminApi');
// docs/decisions/127, 128: the partner links' health, the links to check and the checker that fetches them.
export const LinkHealthStoreToken = token<LinkHealthStore>('LinkHealthStore');
export const LinkTargetSourceToken = token<LinkTargetSource>('LinkTargetSource');
export const LinkCheckerToken = token<LinkChecker>('LinkChecker');
export const LinkHealthApiToken = token<LinkHealthApi>('LinkHealthApi');
