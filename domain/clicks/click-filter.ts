/**
 * Which reports are counted (docs/decisions/067, 092): not a robot's, by a well-kept list of robots' user agents, and
 * only one the browser says comes from a page of our own site. Every page is served with `Referrer-Policy: no-referrer`,
 * so a ping carries no Ping-From and a beacon no Referer, and a beacon's Origin is "null": what both carry is the
 * browser's own Sec-Fetch-Site, and that decides. Browsers without fetch metadata (Safari before 16.4, a page over
 * plain http on a public host) are judged by the Origin, else the Referer or Ping-From, naming one of our configured
 * hosts; never by the request's Host header, which the sender chooses. A request that fails either check is answered
 * like any other, so a robot learns nothing, and is not counted.
 */
export interface ClickRequest {
  readonly userAgent: string | undefined;
  /** The Sec-Fetch-Site header: "same-origin" for a ping or beacon of one of our own pages. */
  readonly fetchSite: string | undefined;
  /** The Origin header; "null" for a beacon under no-referrer. */
  readonly origin: string | undefined;
  /** The Referer header, or a ping's Ping-From: the page the click happened on, where the policy lets it through. */
  readonly referrer: string | undefined;
}

/** Whether a user agent is a robot's (the `isbot` list behind an adapter, so the rule stays framework-free). */
export type RobotDetector = (userAgent: string) => boolean;

/** Whether the address (an origin or a page's URL) is on our own site: http(s) on one of our hosts. */
export function isOwnSiteAddress(address: string | undefined, ownHosts: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(address ?? '');
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && ownHosts.has(url.host.toLowerCase());
}

/** Whether the browser says the request comes from a page of our own site (see above). */
export function isFromOwnSite(request: Omit<ClickRequest, 'userAgent'>, ownHosts: ReadonlySet<string>): boolean {
  // Only a browser sends fetch metadata, and it cannot be set by a page's script: its word is final.
  if (request.fetchSite !== undefined) return request.fetchSite === 'same-origin';
  const origin = request.origin === 'null' ? undefined : request.origin;
  return isOwnSiteAddress(origin ?? request.referrer, ownHosts);
}

export function isCountedClick(request: ClickRequest, ownHosts: ReadonlySet<string>, isRobot: RobotDetector): boolean {
  if (!request.userAgent || isRobot(request.userAgent)) return false;
  return isFromOwnSite(request, ownHosts);
}

/** Our own hosts, as configured: the main domain and its www form (every other product domain redirects there). */
export function ownSiteHosts(mainDomain: string): ReadonlySet<string> {
  const domain = mainDomain.toLowerCase();
  return new Set([domain, `www.${domain}`]);
}
