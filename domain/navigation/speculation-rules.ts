/**
 * Instant navigation (docs/decisions/080-instant-navigation.md): the browser prerenders a same-site page when the
 * visitor shows intent (hovering a link for about 200 ms, or pressing on it: Chrome's "moderate" eagerness).
 * The rules travel in a file named by the `Speculation-Rules` response header, so the Content-Security-Policy
 * keeps forbidding inline scripts. Browsers without Speculation Rules ignore the header: links stay plain links.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_CONTENT_TYPE = 'application/speculationrules+json';
/** The header's value is a structured-field list of strings: the path in double quotes. */
export const SPECULATION_RULES_HEADER = ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`] as const;

/** Pages that must never be prerendered: the operator's page (a sign-in form), and what is not a page. */
const NEVER_PRERENDERED = ['/admin', '/admin/*', '/api/*', '/objects/*'];

export interface SpeculationRules {
  readonly prerender: readonly {
    readonly source: 'document';
    readonly where: { readonly and: readonly Record<string, unknown>[] };
    readonly eagerness: 'moderate';
  }[];
}

export function speculationRules(): SpeculationRules {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            ...NEVER_PRERENDERED.map((path) => ({ not: { href_matches: path } })),
            // Partner links open in a new tab and leave the site; nofollow and downloads are not pages of ours.
            { not: { selector_matches: '[rel~=nofollow], [target=_blank], [download]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
