/**
 * The two third-party tags (docs/decisions/041-analytics-sinks-and-tags.md): Google Analytics 4 through gtag.js and
 * the Meta pixel. Each loads only when its id is configured and the visitor allowed its purpose; the server's
 * Content-Security-Policy allows exactly the hosts of the configured tags (tagSources).
 */
export interface AnalyticsTagIds {
  /** VITE_GA4_MEASUREMENT_ID, e.g. 'G-ABC123XYZ9'. */
  readonly ga4MeasurementId?: string | undefined;
  /** VITE_META_PIXEL_ID, digits only. */
  readonly metaPixelId?: string | undefined;
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';
export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
const META_PIXEL_SCRIPT_ORIGIN = new URL(META_PIXEL_SCRIPT_URL).origin;

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** A GA4 measurement id: 'G-' then letters and digits. */
export function isGa4MeasurementId(text: string): boolean {
  return /^G-[A-Z0-9]{4,20}$/.test(text);
}

/** A Meta pixel id: a number of 6 to 20 digits. */
export function isMetaPixelId(text: string): boolean {
  return /^\d{6,20}$/.test(text);
}

/** The origins a page may load scripts from and send requests to, for the tags configured. */
export interface TagSources {
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
}

/**
 * What the configured tags need in the Content-Security-Policy, and nothing for a tag without an id. GA4: its
 * script host, and the hosts its collection requests go to (Google's documented list for GA4); the Meta pixel: its
 * script host and the host its requests go to. Images are allowed from any https origin already.
 */
export function tagSources(ids: AnalyticsTagIds): TagSources {
  const scriptSrc: string[] = [];
  const connectSrc: string[] = [];
  if (ids.ga4MeasurementId) {
    scriptSrc.push(GTAG_ORIGIN);
    connectSrc.push(GTAG_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com');
  }
  if (ids.metaPixelId) {
    scriptSrc.push(META_PIXEL_SCRIPT_ORIGIN);
    connectSrc.push('https://www.facebook.com', META_PIXEL_SCRIPT_ORIGIN);
  }
  return { scriptSrc, connectSrc };
}
