import type { ClickBatcher } from './click-batcher.js';
import { isCountedClick, ownSiteHosts, type RobotDetector } from './click-filter.js';
import type { ClickRateLimiter } from './click-rate-limit.js';
import { readClickReport, type ClickReportFields } from './click-report.js';
import type { LinkCatalogue } from './link-catalogue.js';

/** One click report as it reaches the server: what it says, and the request's headers the rules read. */
export interface IncomingClick {
  /** The client's address, for the per-client limit only: never stored. */
  readonly client: string;
  readonly fields: ClickReportFields;
  readonly userAgent: string | undefined;
  /** The Sec-Fetch-Site header. */
  readonly fetchSite: string | undefined;
  /** The Origin header. */
  readonly origin: string | undefined;
  /** The Referer, or a ping's Ping-From. */
  readonly referrer: string | undefined;
}

/** What became of a report: counted, answered but not counted (a robot, not from our site), or over the limit. */
export type ClickOutcome = { readonly kind: 'counted' } | { readonly kind: 'ignored' } | { readonly kind: 'limited'; readonly retryAfterSeconds: number };

/**
 * The server's intake of click reports (docs/decisions/067, 068): the client's limit first (cheapest, and a flood is
 * refused before it costs anything), then the report checked against the catalogue: a link the published page shows at that place, or
 * InvalidClickReportError (400), then the robot and own-site filter; a report that passes is counted in the batch.
 */
export class ClickIntake {
  private readonly ownHosts: ReadonlySet<string>;

  constructor(
    private readonly catalogue: LinkCatalogue,
    private readonly batcher: ClickBatcher,
    private readonly limiter: ClickRateLimiter,
    private readonly isRobot: RobotDetector,
    mainDomain: string,
  ) {
    this.ownHosts = ownSiteHosts(mainDomain);
  }

  receive(click: IncomingClick): ClickOutcome {
    const retryAfterSeconds = this.limiter.take(click.client);
    if (retryAfterSeconds !== undefined) return { kind: 'limited', retryAfterSeconds };
    const report = readClickReport(click.fields, this.catalogue);
    if (!isCountedClick(click, this.ownHosts, this.isRobot)) return { kind: 'ignored' };
    this.batcher.record(report);
    return { kind: 'counted' };
  }
}
