import type { LinkTarget } from './link-target.js';

/** The partner links to check (issue 40 point 1): the published catalogue's, or in tests links to local fake partners. */
export interface LinkTargetSource {
  targets(): Promise<LinkTarget[]>;
}
