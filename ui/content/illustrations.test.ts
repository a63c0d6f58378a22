import { readdirSync, readFileSync, statSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  COVER_PATTERN_CATEGORIES,
  coverPatternUrl,
  SUBJECT_ILLUSTRATIONS,
  subjectIllustrationDescription,
  subjectIllustrationUrl,
} from './illustrations.js';

const publicDir = new URL('../public/', import.meta.url);
const subjectsDir = new URL('illustrations/subjects/', publicDir);
const coversDir = new URL('illustrations/covers/', publicDir);

/** The file a public URL path such as `/illustrations/x.svg` is served from. */
function fileOf(urlPath: string): URL {
  return new URL(urlPath.slice(1), publicDir);
}

interface SvgElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true });

/** Every element of the document, depth first, with its attributes (fast-xml-parser's ordered form). */
function elementsOf(svg: string): SvgElement[] {
  const found: SvgElement[] = [];
  const walk = (nodes: unknown[]): void => {
    for (const node of nodes as Record<string, unknown>[]) {
      for (const [name, value] of Object.entries(node)) {
        if (name === ':@' || name === '#text') continue;
        found.push({ name, attributes: (node[':@'] ?? {}) as Record<string, string> });
        walk(value as unknown[]);
      }
    }
  };
  walk(parser.parse(svg) as unknown[]);
  return found;
}

/** The checks every drawing and pattern passes: the file is a self-contained, well-formed 800 × 500 SVG. */
function expectSelfContainedSvg(svg: string, maxBytes: number, bytes: number): SvgElement[] {
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(bytes).toBeLessThan(maxBytes);
  const elements = elementsOf(svg);
  const root = elements[0];
  expect(root?.name).toBe('svg');
  expect(root?.attributes).toMatchObject({
    xmlns: 'http://www.w3.org/2000/svg',
    width: '800',
    height: '500',
    viewBox: '0 0 800 500',
    role: 'img',
  });
  // The accessible name is the <title> the root points to.
  const title = elements.find((element) => element.name === 'title');
  expect(title?.attributes.id).toBe(root?.attributes['aria-labelledby']);
  for (const element of elements) {
    expect(['script', 'foreignObject', 'image', 'a', 'style', 'iframe']).not.toContain(element.name);
    for (const [attribute, value] of Object.entries(element.attributes)) {
      expect(attribute.toLowerCase().startsWith('on'), `${element.name} ${attribute}`).toBe(false);
      if (attribute === 'href' || attribute === 'xlink:href') expect(value).toMatch(/^#/);
      // Paint servers and clip paths may only point inside the file (xmlns is a name, not a fetch).
      if (attribute !== 'xmlns') expect(value.replace(/url\(#[\w-]+\)/g, '')).not.toMatch(/url\(|https?:|data:/i);
    }
  }
  return elements;
}

function titleText(svg: string): string {
  return /<title id="t">([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
}

describe('subject illustrations (docs/decisions/063)', () => {
  const slugs = SUBJECT_ILLUSTRATIONS.map((illustration) => illustration.slug);

  it('lists each slug once, in kebab case, and every file in the folder is listed', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const files = readdirSync(subjectsDir).sort();
    expect(files).toEqual(slugs.map((slug) => `${slug}.svg`).sort());
  });

  it('serves each drawing from /illustrations/subjects/<slug>.svg and has its description', () => {
    expect(subjectIllustrationUrl('scarlet-macaw')).toBe('/illustrations/subjects/scarlet-macaw.svg');
    expect(subjectIllustrationDescription('sloth-night-walk')).toMatch(/night/);
  });

  it.each(SUBJECT_ILLUSTRATIONS)('$slug is a small self-contained SVG whose title is its description', ({ slug, description }) => {
    const file = fileOf(subjectIllustrationUrl(slug));
    const svg = readFileSync(file, 'utf8');
    expectSelfContainedSvg(svg, 6 * 1024, statSync(file).size);
    expect(titleText(svg)).toBe(`Illustration: ${description}`);
    // A drawing names itself a drawing; nothing in it may pass for a photo or a photographer's credit.
    expect(svg).not.toMatch(/photo|credit|©|&copy;|copyright|courtesy|unsplash|shutterstock|getty|istock|pexels/i);
    expect(svg).not.toMatch(/<text[\s>]/);
  });
});

describe('designed cover patterns (docs/decisions/063)', () => {
  it('has one pattern per category and nothing else in the folder', () => {
    const files = readdirSync(coversDir).sort();
    expect(files).toEqual(COVER_PATTERN_CATEGORIES.map((category) => `pattern-${category}.svg`).sort());
  });

  it.each(COVER_PATTERN_CATEGORIES)('pattern-%s is light, abstract, tileable and under 2 kB', (category) => {
    const file = fileOf(coverPatternUrl(category));
    const svg = readFileSync(file, 'utf8');
    const elements = expectSelfContainedSvg(svg, 2 * 1024, statSync(file).size);
    expect(titleText(svg)).toMatch(new RegExp(`^Pattern for ${category}: `));
    // Tileable: one repeating tile whose size divides the canvas, so the file's edges meet when repeated.
    const tiles = elements.filter((element) => element.name === 'pattern');
    expect(tiles).toHaveLength(1);
    const width = Number(tiles[0]?.attributes.width);
    const height = Number(tiles[0]?.attributes.height);
    expect(800 % width).toBe(0);
    expect(500 % height).toBe(0);
    expect(svg).not.toMatch(/<text[\s>]/);
  });
});
