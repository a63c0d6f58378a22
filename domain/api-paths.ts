/**
 * The portal's own API addresses that both sides name (docs/product.md §7, docs/architecture.md §3):
 * the browser's HTTP adapters call them, the UI keys its queries by them, and the server's
 * controllers answer them. (The tour image addresses: domain/tours/tour-image-paths.ts.)
 */
export const DOMAIN_DESCRIPTIONS_PATH = '/api/domain-descriptions';

/** docs/architecture.md §7: the marketplace is GetYourGuide. */
export const MARKETPLACE_IMAGES_PATH = '/api/getyourguide/images';

export const PHOTO_FEED_PATH = '/api/photo-feed';

/** Where the portal serves the bundled sample feed's photos (server/photo-feed/sample-feed.ts). */
export const SAMPLE_FEED_PHOTOS_PATH = '/sample-feed';

/** Issue 39: the newsletter's confirmation and unsubscribe pages, which the server draws (a button that POSTs). */
export const NEWSLETTER_PAGES_PATH = '/newsletter';
/** Issue 39 (docs/decisions/137): the relocation consultation form's pages for a browser without JavaScript. */
export const RELOCATION_PAGES_PATH = '/relocation-request';
/** Where a form sent without JavaScript lands once taken (303 after the POST, so a reload sends nothing twice). */
export const NEWSLETTER_SUBSCRIBED_PAGE = `${NEWSLETTER_PAGES_PATH}/subscribed`;
export const RELOCATION_REQUEST_SENT_PAGE = `${RELOCATION_PAGES_PATH}/sent`;

/**
 * Every address the server answers besides the built pages: the API, stored photos and the sample feed's photos.
 * `npm run dev` proxies exactly these to the server, so the dev loop serves what the built server serves.
 */
export const SERVER_PATH_PREFIXES = ['/api', '/objects', SAMPLE_FEED_PHOTOS_PATH, NEWSLETTER_PAGES_PATH, RELOCATION_PAGES_PATH] as const;
/** docs/decisions/067: where a click is reported (a ping's address, a beacon's target). */
export const CLICKS_PATH = '/api/clicks';
/** docs/decisions/069: the operator's Clicks view (admin only): `?days=7|30|90`, and its CSV export. */
export const ADMIN_CLICKS_PATH = '/api/admin/clicks';
export const ADMIN_CLICKS_CSV_PATH = '/api/admin/clicks.csv';
/**
 * docs/decisions/103, 104: the admin catalogue API (admin only). A collection's records under
 * `/api/admin/catalogue/{collection}[/{id}[/revisions|/archive|/scheduled-changes]]`, publishing drafts, and the
 * scheduled changes of every record.
 */
export const ADMIN_CATALOGUE_PATH = '/api/admin/catalogue';
export const ADMIN_CATALOGUE_PUBLICATIONS_PATH = '/api/admin/catalogue-publications';
export const ADMIN_SCHEDULED_CHANGES_PATH = '/api/admin/scheduled-changes';
/** Issue 38 (docs/decisions/115-117): previews of the pages drafts change, bulk price changes and their change sets. */
export const ADMIN_CATALOGUE_PREVIEWS_PATH = '/api/admin/catalogue-previews';
export const ADMIN_CATALOGUE_PRICE_CHANGES_PATH = '/api/admin/catalogue-price-changes';
export const ADMIN_CATALOGUE_CHANGE_SETS_PATH = '/api/admin/catalogue-change-sets';
/**
 * docs/decisions/127-130: the Links view (admin only): the report, its CSV, "Check now", a link's "this is expected"
 * (`/dismissal/{linkId}`) and a tour's search stop-gap (`/stop-gap/{tourId}`).
 */
export const ADMIN_LINK_HEALTH_PATH = '/api/admin/link-health';
export const ADMIN_LINK_HEALTH_CSV_PATH = '/api/admin/link-health.csv';
/** docs/decisions/101: the admin page's tour cards, answered from the catalogue store (admin only). */
export const ADMIN_TOURS_PATH = '/api/admin/tours';
/** Issue 39 (the w39 contract; docs/decisions/125): the visitor forms' calls, and the consent text the form shows. */
export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/api/newsletter/subscriptions';
export const NEWSLETTER_CONSENT_PATH = '/api/newsletter/consent';
/** The confirmation as an API call (the page's button POSTs to the page's own address). */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';
export const RELOCATION_REQUESTS_PATH = '/api/relocation-requests';
/**
 * Issue 39 (docs/decisions/126): the operator's Inbox (admin only): the requests (`?status=`) and one request's status,
 * the subscriber counts and their CSV, the outbox and a message's .eml, and deleting a person's data.
 */
export const ADMIN_INBOX_REQUESTS_PATH = '/api/admin/inbox/requests';
export const ADMIN_INBOX_SUBSCRIBERS_PATH = '/api/admin/inbox/subscribers';
export const ADMIN_INBOX_SUBSCRIBERS_CSV_PATH = '/api/admin/inbox/subscribers.csv';
export const ADMIN_OUTBOX_PATH = '/api/admin/outbox';
export const ADMIN_PEOPLE_PATH = '/api/admin/people';
