import { isOwnSiteAddress } from '../clicks/click-filter.js';
import type { NewsletterForm } from '../newsletter/newsletter-signup.js';
import type { ConsultationForm } from '../relocation/consultation-form.js';
import type { MoveWhen, RelocationServiceId } from '../relocation/relocation-services.js';

/*
 * A visitor form posted by a browser without JavaScript (application/x-www-form-urlencoded; docs/decisions/137), read
 * as the form the visitor filled in, so the server runs the same use case the page's script runs.
 */

/** A form post's fields, each name with its values in order (URLSearchParams is one). */
export interface PostedFields {
  getAll(name: string): string[];
}

const first = (fields: PostedFields, name: string): string => fields.getAll(name)[0] ?? '';

/** The page a newsletter form is on when the post does not say (the form is on the home page). */
export const DEFAULT_FORM_PAGE = '/';

/** The newsletter form: a ticked box is posted (as "on"), an unticked one is not; the page is a hidden field. */
export function postedNewsletterForm(fields: PostedFields): { readonly form: NewsletterForm; readonly page: string } {
  const form = { email: first(fields, 'email'), consent: fields.getAll('consent').length > 0, website: first(fields, 'website') };
  return { form, page: first(fields, 'page') || DEFAULT_FORM_PAGE };
}

/** The consultation form: one `services` field per ticked box; the use case refuses a service or move time it does not know. */
export function postedConsultationForm(fields: PostedFields): ConsultationForm {
  return {
    name: first(fields, 'name'),
    email: first(fields, 'email'),
    services: fields.getAll('services') as RelocationServiceId[],
    moveWhen: first(fields, 'moveWhen') as MoveWhen | '',
    message: first(fields, 'message'),
    website: first(fields, 'website'),
  };
}

/** What a browser says of where a form post comes from (the Sec-Fetch-Site and Origin headers, and the Host asked). */
export interface PostOrigin {
  readonly fetchSite?: string | undefined;
  readonly origin?: string | undefined;
  readonly host?: string | undefined;
}

/**
 * A form post from another site's page (a form there aimed at ours, sent in the visitor's browser): refused, or any
 * page could make its visitors' browsers send requests and mails through us, each from an address of its own and so
 * past the per-client limit. The browser's Sec-Fetch-Site decides (no page's script can set it). A browser without
 * fetch metadata is judged by its Origin against the Host it asked; its Origin is "null" on our pages (they are served
 * with no-referrer), which tells nothing, so such a post, and one that names neither (not a browser's), is left to the
 * other checks.
 */
export function isCrossSitePost({ fetchSite, origin, host }: PostOrigin): boolean {
  if (fetchSite !== undefined) return fetchSite === 'cross-site';
  if (origin === undefined || origin === 'null') return false;
  return host === undefined || !isOwnSiteAddress(origin, new Set([host.toLowerCase()]));
}
