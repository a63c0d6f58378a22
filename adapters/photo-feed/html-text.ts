import { compile, type DomNode, type FormatCallback, type HtmlToTextOptions, type SelectorDefinition } from 'html-to-text';

/**
 * Feed text as plain text (docs/decisions/030-feed-text.md): every text a feed gives (title,
 * description, credit, keyword) may hold HTML, so each is read by html-to-text, a maintained HTML
 * parser and text formatter (htmlparser2 underneath), never by regular expressions. Entities are
 * decoded, tags removed (script, style and iframe with their content), whitespace collapsed;
 * nothing from a feed is ever handed on as HTML.
 */

/** An `<img>` found in the HTML: a candidate image of the photo (Flickr's description holds one). */
export interface HtmlImage {
  readonly src: string;
  readonly width?: number;
}

export interface HtmlText {
  /** The text, one entry per block (paragraph, list item, line break), each trimmed and not empty. */
  readonly lines: string[];
  readonly images: HtmlImage[];
}

const UNWRITTEN = ['script', 'style', 'iframe', 'object', 'embed', 'video', 'audio', 'picture', 'svg', 'noscript', 'template', 'button', 'input', 'select', 'textarea', 'head'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const SELECTORS: SelectorDefinition[] = [
  { selector: 'a', options: { ignoreHref: true } },
  // List items and table cells become lines of their own (then joined by a space): no bullets, no grid.
  { selector: 'ul', options: { itemPrefix: ' ' } },
  { selector: 'ol', format: 'unorderedList', options: { itemPrefix: ' ' } },
  { selector: 'hr', format: 'skip' },
  ...['table', 'tr', 'td', 'th'].map((selector) => ({ selector, format: 'block' })),
  ...HEADINGS.map((selector) => ({ selector, options: { uppercase: false } })),
  ...UNWRITTEN.map((selector) => ({ selector, format: 'skip' })),
  // The <img> elements are collected (below), not written.
  { selector: 'img', format: 'collectImage' },
];

const BASE_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  decodeEntities: true,
  preserveNewlines: false,
  // A no-break space (&nbsp;) collapses like any other space.
  whitespaceCharacters: ' \t\r\n\f\u200b\u00a0',
  selectors: SELECTORS,
};

/** Where the converter's `collectImage` formatter puts what it finds during the one synchronous call under way. */
let collected: HtmlImage[] = [];

const collectImage: FormatCallback = (element: DomNode) => {
  const attributes = (element.attribs ?? {}) as Record<string, string | undefined>;
  const src = attributes.src?.trim();
  if (!src) return;
  const width = pixels(attributes.width);
  collected.push(width === undefined ? { src } : { src, width });
};

/**
 * Compiled once: html-to-text turns its selectors into a matcher on every `convert` call, which cost about
 * 0.3 s of the first 100-photo feed read (a feed has four texts per photo). `compile` does it once.
 */
const toText = compile({ ...BASE_OPTIONS, formatters: { collectImage } });

/** The lines of text of an HTML fragment, and the images it shows. */
export function readHtml(html: string): HtmlText {
  const images: HtmlImage[] = [];
  collected = images;
  let text: string;
  try {
    text = html.trim() ? toText(html) : '';
    // Markup escaped twice (a feed that escapes its HTML once more) reads as tags after one pass: one more pass.
    if (text.includes('<')) text = toText(text);
  } finally {
    collected = [];
  }
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { lines, images };
}

/** One line of plain text: for titles, credits, keywords. */
export function plainText(html: string): string {
  return readHtml(html).lines.join(' ');
}

/** A width or height attribute in pixels ("1024"), or undefined. */
export function pixels(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}
