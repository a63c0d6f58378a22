import type { LinkHealthView } from './link-health-reader.js';
import type { StopGapMade } from './tour-search-stop-gap.js';

/** The report as a CSV file. */
export interface LinkHealthFile {
  readonly fileName: string;
  readonly text: string;
}

/** The admin page's side of the Links view (issue 40 point 5, docs/decisions/127): admin-only calls, with the session's token. */
export interface LinkHealthApi {
  view(token: string): Promise<LinkHealthView>;
  csv(token: string): Promise<LinkHealthFile>;
  checkNow(token: string): Promise<void>;
  /** "This is expected" with a note; `null` takes it back. */
  dismiss(token: string, linkId: string, note: string | null): Promise<void>;
  stopGap(token: string, tourId: string): Promise<StopGapMade>;
}
