import type { SiteShellView } from '../domain/presentation/site-shell-view.js';

/**
 * The site shell's view carried in a page the browser renders itself (/admin, docs/decisions/101): the admin app holds
 * no catalogue, so its header and footer come from the render that wrote the page, as a JSON data block (never run
 * as a script, so the Content-Security-Policy has nothing to allow; '<' escaped so no text can end it).
 */
export const SITE_SHELL_DATA_ID = 'site-shell-data';

export function siteShellDataBlock(shell: SiteShellView): string {
  return `<script type="application/json" id="${SITE_SHELL_DATA_ID}">${JSON.stringify(shell).replace(/</g, '\\u003c')}</script>`;
}

/** The shell the page carries; a page without one (or with an unreadable one) shows an empty shell, with the site's name. */
export function readSiteShellBlock(document: Pick<Document, 'getElementById'>, siteName: string): SiteShellView {
  const empty: SiteShellView = { siteName, destinationPages: [], activityPages: [], supportEmail: '', operator: { legalName: siteName } };
  const text = document.getElementById(SITE_SHELL_DATA_ID)?.textContent;
  if (!text) return empty;
  try {
    return { ...empty, ...(JSON.parse(text) as Partial<SiteShellView>) };
  } catch {
    return empty;
  }
}
