/**
 * The picture audit of the built site (docs/product.md departures 7), run by `npm run build` after the prerender:
 * on every prerendered page, no picture shown twice and no emoji in the text a visitor reads. A fault fails the
 * build with the page and what is wrong. The rules are the domain's (domain/presentation/page-pictures.ts); this
 * only reads the pages, with an HTML parser (htmlparser2).
 */
import { Parser } from 'htmlparser2';
import { emojiIn, picturesShownTwice } from '../../domain/presentation/page-pictures.js';
import type { BuiltPage } from '../../domain/publishing/page-audits.js';

export interface PictureProblem {
  readonly page: string;
  readonly problem: string;
}

/** The addresses of a page's <img> elements, and the text it shows (scripts, styles and JSON data left out). */
function picturesAndTextOf(html: string): { pictures: string[]; text: string } {
  const pictures: string[] = [];
  let text = '';
  let hidden = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'img' && attributes.src !== undefined) pictures.push(attributes.src);
      if (name === 'script' || name === 'style' || name === 'template') hidden += 1;
    },
    ontext(chunk) {
      if (hidden === 0) text += chunk;
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style' || name === 'template') hidden -= 1;
    },
  });
  parser.write(html);
  parser.end();
  return { pictures, text };
}

export function auditPictures(pages: readonly BuiltPage[]): PictureProblem[] {
  return pages.flatMap((page) => {
    const { pictures, text } = picturesAndTextOf(page.html);
    return [
      ...picturesShownTwice(pictures).map((picture) => ({ page: page.path, problem: `shows ${picture} more than once` })),
      ...emojiIn(text).map((emoji) => ({ page: page.path, problem: `shows the emoji ${emoji} (draw it as an SVG icon)` })),
    ];
  });
}
