/** docs/architecture.md §7: the marketplace is GetYourGuide; its pages live on this one host. */
export const MARKETPLACE_HOST = 'www.getyourguide.com';

/**
 * The marketplace page a booking URL names, rebuilt on the marketplace's own host, or undefined when
 * the URL points anywhere else (docs/architecture.md §3: the server never requests another host, SSRF). Only
 * https on the default port, no user info.
 */
export function marketplacePageUrl(bookingUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(bookingUrl);
  } catch {
    return undefined;
  }
  const onMarketplace = url.hostname === MARKETPLACE_HOST || url.hostname === 'getyourguide.com';
  if (url.protocol !== 'https:' || !onMarketplace || url.port !== '' || url.username !== '' || url.password !== '') {
    return undefined;
  }
  return `https://${MARKETPLACE_HOST}${url.pathname}`;
}

/** The og:image of a page's HTML, when it is an https URL. */
export function ogImageOf(html: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/(?:property|name)\s*=\s*["']og:image["']/i.test(tag)) continue;
    const content = /content\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (content?.startsWith('https://')) return content.replaceAll('&amp;', '&');
  }
  return undefined;
}
