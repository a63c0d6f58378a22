import { canonicalUrl, robotsFor, twitterCardFor, type SeoBlock } from '../../domain/seo/seo-block.js';

/** The site a page's head names: its canonical host and its name (the settings'). */
export interface SiteOfHead {
  readonly mainDomain: string;
  readonly siteName: string;
}

export interface HeadTag {
  readonly kind: 'meta' | 'link';
  /** The attribute that identifies the tag (name, property or rel) and its value. */
  readonly key: readonly [attribute: 'name' | 'property' | 'rel', value: string];
  readonly content: string;
}

/**
 * The tags a page puts in <head> (docs/product.md §2 "title, description, keywords, canonical address and
 * social-share title, description and image"). Shared by the prerender (as HTML) and by client
 * navigation (as DOM updates), so both always agree.
 */
export function headTagsFor(seo: SeoBlock, { mainDomain, siteName }: SiteOfHead): HeadTag[] {
  const canonical = canonicalUrl(mainDomain, seo.canonicalPath);
  const tags: HeadTag[] = [
    { kind: 'meta', key: ['name', 'description'], content: seo.description },
    { kind: 'meta', key: ['name', 'keywords'], content: seo.keywords.join(', ') },
    { kind: 'meta', key: ['property', 'og:type'], content: 'website' },
    { kind: 'meta', key: ['property', 'og:site_name'], content: siteName },
    { kind: 'meta', key: ['property', 'og:locale'], content: 'en_US' },
    // X reads og:title, og:description and og:image; it needs only the kind of card from its own tag.
    { kind: 'meta', key: ['name', 'twitter:card'], content: twitterCardFor(seo) },
    { kind: 'meta', key: ['property', 'og:title'], content: seo.ogTitle ?? seo.title },
    { kind: 'meta', key: ['property', 'og:description'], content: seo.ogDescription ?? seo.description },
  ];
  // Social networks fetch the card from its absolute address.
  if (seo.ogImage) tags.push({ kind: 'meta', key: ['property', 'og:image'], content: /^https?:/.test(seo.ogImage) ? seo.ogImage : canonicalUrl(mainDomain, seo.ogImage) });
  if (seo.noindex) {
    tags.push({ kind: 'meta', key: ['name', 'robots'], content: robotsFor(seo) });
  } else {
    tags.push({ kind: 'meta', key: ['property', 'og:url'], content: canonical });
    tags.push({ kind: 'link', key: ['rel', 'canonical'], content: canonical });
  }
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function headHtml(seo: SeoBlock, site: SiteOfHead): string {
  const tags = headTagsFor(seo, site).map(({ kind, key: [attribute, value], content }) =>
    kind === 'link'
      ? `<link ${attribute}="${escapeHtml(value)}" href="${escapeHtml(content)}">`
      : `<meta ${attribute}="${escapeHtml(value)}" content="${escapeHtml(content)}">`,
  );
  return [`<title>${escapeHtml(seo.title)}</title>`, ...tags].join('\n    ');
}
