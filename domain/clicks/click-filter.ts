/**
 * Which reports are counted (docs/decisions/067): not a robot's, by a well-kept list of robots' user agents, and
 * only one that says it comes from a page of our own site (the Referer, or the Ping-From header a ping carries).
 * A request that fails either is answered like any other, so a robot learns nothing, and is not counted.
 */
export interface ClickRequest {
  readonly userAgent: string | undefined;
  /** The Referer header, or a ping's Ping-From: the page the click happened on. */
  readonly referrer: string | undefined;
}

/** Whether a user agent is a robot's (the `isbot` list behind an adapter, so the rule stays framework-free). */
export type RobotDetector = (userAgent: string) => boolean;

/** Whether the address is a page of our own site: http(s) on one of our hosts. */
export function isOwnSiteReferrer(referrer: string | undefined, ownHosts: ReadonlySet<string>): boolean {
  if (!referrer) return false;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && ownHosts.has(url.host.toLowerCase());
}

export function isCountedClick(request: ClickRequest, ownHosts: ReadonlySet<string>, isRobot: RobotDetector): boolean {
  if (!request.userAgent || isRobot(request.userAgent)) return false;
  return isOwnSiteReferrer(request.referrer, ownHosts);
}

/** Our own hosts: the host the request was sent to, the main domain and its www form. */
export function ownSiteHosts(requestHost: string | undefined, mainDomain: string): ReadonlySet<string> {
  const hosts = new Set([mainDomain.toLowerCase(), `www.${mainDomain.toLowerCase()}`]);
  if (requestHost) hosts.add(requestHost.toLowerCase());
  return hosts;
}
