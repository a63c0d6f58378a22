/**
 * Social-share cards (og:image), drawn per page at build time (scripts/og-images.ts) and by a publish when a page's card text changed (docs/architecture.md §4,
 * docs/decisions/007-designed-illustrations.md): no page points its og:image at a stock photo whose
 * subject we cannot check, so each card shows the designed illustration of the page's kind beside its title.
 *
 * The card is a pure function of its options: the same options give the same PNG (no clock, no environment;
 * the only file read is the illustration's SVG). Text is drawn by librsvg with the generic `sans-serif`
 * family because the build machine has only basic fonts (DejaVu, Liberation); widths are estimated, not
 * measured, so the wrap is generous.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export interface OgCardOptions {
  readonly title: string;
  readonly subtitle: string;
  /** The slug of a designed illustration: its SVG is `{illustrationsDir}/{illustration}.svg`. */
  readonly illustration: string;
  /** The folder of the illustrations: ui/public/illustrations at build time, $UI_DIR/illustrations for a publish. */
  readonly illustrationsDir: string;
}

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The illustrations' own canvas (domain/images/illustration-kinds.ts): 800 × 500. */
const ILLUSTRATION_ASPECT = 500 / 800;

// The site's theme (ui/styles/theme.css.ts): surface background, brand teal, amber accent, text colours.
const COLOR = { surface: '#ffffff', brand: '#0f766e', brandSoft: '#ccfbf1', accent: '#f59e0b', text: '#1f2937', textMuted: '#4b5563' };

const MARGIN = 64;
// The illustration keeps its own 16:10 canvas, so no subject is cropped.
const ART = { width: 560, height: Math.round(560 * ILLUSTRATION_ASPECT), radius: 24 };
const ART_LEFT = OG_WIDTH - MARGIN - ART.width;
const ART_TOP = Math.round((OG_HEIGHT - ART.height) / 2);
const TEXT_WIDTH = ART_LEFT - MARGIN - 40;

/** Title sizes tried in turn: the largest that fits its number of lines wins; past the last, the title is cut. */
const TITLE_SIZES: readonly { size: number; maxLines: number }[] = [
  { size: 60, maxLines: 2 },
  { size: 52, maxLines: 3 },
  { size: 44, maxLines: 3 },
  { size: 40, maxLines: 4 },
];
const SUBTITLE = { size: 28, maxLines: 2 };

/** The card as PNG bytes: a pure function of its options (the same options give the same bytes). */
export async function drawOgCard(options: OgCardOptions): Promise<Buffer> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(options.illustration)) throw new Error(`drawOgCard: "${options.illustration}" is not an illustration's slug`);
  const svg = await readFile(join(options.illustrationsDir, `${options.illustration}.svg`)).catch(() => {
    throw new Error(`drawOgCard: no illustration "${options.illustration}" in ${options.illustrationsDir}`);
  });
  const art = await sharp(svg)
    .resize(ART.width, ART.height)
    .composite([{ input: Buffer.from(roundedMask()), blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(cardSvg(options.title, options.subtitle)))
    .composite([{ input: art, left: ART_LEFT, top: ART_TOP }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function roundedMask(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART.width}" height="${ART.height}"><rect width="${ART.width}" height="${ART.height}" rx="${ART.radius}" fill="#fff"/></svg>`;
}

/** The whole card except the illustration, as one SVG: background, brand line, title, subtitle. */
function cardSvg(title: string, subtitle: string): string {
  const heading = fitTitle(title);
  const titleTop = 196;
  const lineHeight = Math.round(heading.size * 1.15);
  const subtitleTop = titleTop + (heading.lines.length - 1) * lineHeight + Math.round(SUBTITLE.size * 2.1);
  const subtitleLines = wrap(subtitle, (text) => textWidth(text, SUBTITLE.size, false), SUBTITLE.maxLines);
  const tspans = (lines: readonly string[], top: number, step: number) =>
    lines.map((line, i) => `<tspan x="${MARGIN}" y="${top + i * step}">${escapeXml(line)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLOR.surface}"/>`,
    // A flat offset panel behind the illustration, in the illustrations' own flat style.
    `<rect x="${ART_LEFT + 18}" y="${ART_TOP + 18}" width="${ART.width}" height="${ART.height}" rx="${ART.radius}" fill="${COLOR.brandSoft}"/>`,
    // The favicon's mark: a teal tile with a white volcano.
    `<g transform="translate(${MARGIN} 70) scale(1.5)"><rect width="32" height="32" rx="6" fill="${COLOR.brand}"/><path d="M4 24 L13 10 L18 17 L21 13 L28 24 Z" fill="#fff"/></g>`,
    `<text x="${MARGIN + 64}" y="106" font-family="sans-serif" font-size="30" font-weight="bold" fill="${COLOR.brand}">Costa Rica Gateway</text>`,
    `<text font-family="sans-serif" font-size="${heading.size}" font-weight="bold" fill="${COLOR.text}">${tspans(heading.lines, titleTop, lineHeight)}</text>`,
    subtitleLines.length
      ? `<text font-family="sans-serif" font-size="${SUBTITLE.size}" fill="${COLOR.textMuted}">${tspans(subtitleLines, subtitleTop, Math.round(SUBTITLE.size * 1.3))}</text>`
      : '',
    `<rect y="${OG_HEIGHT - 14}" width="${OG_WIDTH}" height="14" fill="${COLOR.brand}"/>`,
    `<rect y="${OG_HEIGHT - 14}" width="${MARGIN + 120}" height="14" fill="${COLOR.accent}"/>`,
    '</svg>',
  ].join('');
}

function fitTitle(title: string): { size: number; lines: string[] } {
  for (const { size, maxLines } of TITLE_SIZES) {
    const lines = wrap(title, (text) => textWidth(text, size, true), Number.POSITIVE_INFINITY);
    if (lines.length <= maxLines) return { size, lines };
  }
  const { size, maxLines } = TITLE_SIZES[TITLE_SIZES.length - 1]!;
  return { size, lines: wrap(title, (text) => textWidth(text, size, true), maxLines) };
}

/**
 * Estimated width of a line, from rounded advances of DejaVu Sans Bold (the widest sans-serif the build
 * machine has, so narrower fallbacks only leave more room); librsvg cannot be asked to measure text.
 */
function textWidth(text: string, fontSize: number, bold: boolean): number {
  let em = 0;
  for (const c of text) {
    if (' .,:;!|\'ijl'.includes(c)) em += 0.35;
    else if ('ftrI()[]-'.includes(c)) em += 0.48;
    else if ('mwMW'.includes(c)) em += 1.02;
    else if (c >= 'A' && c <= 'Z') em += 0.78;
    else em += 0.7;
  }
  return em * fontSize * (bold ? 1 : 0.9);
}

/** Greedy word wrap to TEXT_WIDTH; a word wider than a line is split; past maxLines the text ends with an ellipsis. */
function wrap(text: string, measure: (text: string) => number, maxLines: number): string[] {
  const fits = (line: string) => measure(line) <= TEXT_WIDTH;
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean).flatMap((w) => splitToFit(w, fits))) {
    const last = lines[lines.length - 1];
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let tail = kept[maxLines - 1]!;
  while (tail.length > 1 && !fits(`${tail}…`)) tail = tail.slice(0, -1);
  kept[maxLines - 1] = `${tail.replace(/[\s,;:.|&-]+$/, '')}…`;
  return kept;
}

function splitToFit(word: string, fits: (text: string) => boolean): string[] {
  const parts: string[] = [];
  let part = '';
  for (const c of word) {
    if (part && !fits(part + c)) {
      parts.push(part);
      part = '';
    }
    part += c;
  }
  return part ? [...parts, part] : parts;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
