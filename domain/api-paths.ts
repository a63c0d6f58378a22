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

/**
 * Every address the server answers besides the built pages: the API, stored photos and the sample feed's photos.
 * `npm run dev` proxies exactly these to the server, so the dev loop serves what the built server serves.
 */
export const SERVER_PATH_PREFIXES = ['/api', '/objects', SAMPLE_FEED_PHOTOS_PATH] as const;
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
/**
 * docs/decisions/127-130: the Links view (admin only): the report, its CSV, "Check now", a link's "this is expected"
 * (`/dismissal/{linkId}`) and a tour's search stop-gap (`/stop-gap/{tourId}`).
 */
export const ADMIN_LINK_HEALTH_PATH = '/api/admin/link-health';
export const ADMIN_LINK_HEALTH_CSV_PATH = '/api/admin/link-health.csv';
/** docs/decisions/101: the admin page's tour cards, answered from the catalogue store (admin only). */
export const ADMIN_TOURS_PATH = '/api/admin/tours';
