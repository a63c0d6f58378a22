/**
 * docs/architecture.md §4: the canonical host every product domain redirects to, and whose row development and
 * preview hosts use, unless MAIN_DOMAIN names another (read by the server's config and by the UI's build).
 */
export const DEFAULT_MAIN_DOMAIN = 'costaricagateway.com';

/** docs/product.md §3 "Domain description row": the first column is a domain, the second its description. */
export interface DomainDescription {
  readonly domain: string;
  readonly description: string;
}

/**
 * docs/product.md §5: development and preview hosts, where the main domain's row is used. One list:
 * loopback names, mDNS `.local` names, and the preview hosts of the platforms a branch may be
 * deployed to for review (Vercel, Netlify, Replit, Render, Cloudflare Pages, GitHub Codespaces).
 */
const PREVIEW_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'];
const PREVIEW_HOST_SUFFIXES: readonly string[] = [
  '.localhost',
  '.local',
  '.vercel.app',
  '.netlify.app',
  '.replit.dev',
  '.repl.co',
  '.onrender.com',
  '.pages.dev',
  '.app.github.dev',
];

/** docs/product.md §5: matching ignores case, a port and a leading 'www.' ('[::1]:3000' keeps its brackets). */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
}

export function isPreviewHost(host: string): boolean {
  const normalised = normaliseHost(host);
  return PREVIEW_HOSTS.includes(normalised) || PREVIEW_HOST_SUFFIXES.some((suffix) => normalised.endsWith(suffix));
}

/**
 * docs/product.md §2, §5: the description for the current host. An exact match wins; otherwise the first row
 * whose domain contains the host or is contained in it. On a preview or development host the main
 * domain's row is used. No match: no description.
 */
export function descriptionForHost(
  rows: readonly DomainDescription[],
  currentHost: string,
  mainDomain: string,
): string | undefined {
  const host = normaliseHost(isPreviewHost(currentHost) ? mainDomain : currentHost);
  const domains = rows.map((row) => normaliseHost(row.domain));
  // A row whose domain is only 'www.' or a port normalises to '', which every host contains: it matches nothing.
  if (host === '') return undefined;
  const matches = (domain: string) => domain !== '' && (domain.includes(host) || host.includes(domain));
  const index = domains.includes(host) ? domains.indexOf(host) : domains.findIndex(matches);
  return rows[index]?.description;
}
