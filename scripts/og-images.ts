/**
 * The build's social cards (docs/decisions/007): each drawn by adapters/sharp/og-card.ts with the illustrations of
 * ui/public/illustrations, whose kind must be one of the site's illustrations.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawOgCard } from '../adapters/sharp/og-card.js';
import { ILLUSTRATION_KINDS } from '../ui/content/illustrations.js';

export { OG_HEIGHT, OG_WIDTH } from '../adapters/sharp/og-card.js';

const ILLUSTRATIONS_DIR = fileURLToPath(new URL('../ui/public/illustrations/', import.meta.url));

export interface OgImageOptions {
  readonly title: string;
  readonly subtitle: string;
  /** One of ILLUSTRATION_KINDS. */
  readonly illustration: string;
  /** Absolute path of the .png to write; its folder is created when missing. */
  readonly target: string;
}

export async function writeOgImage({ title, subtitle, illustration, target }: OgImageOptions): Promise<void> {
  if (!isAbsolute(target)) throw new Error(`writeOgImage: target must be an absolute path, got "${target}"`);
  if (!(ILLUSTRATION_KINDS as readonly string[]).includes(illustration)) throw new Error(`writeOgImage: unknown illustration "${illustration}" (expected one of ${ILLUSTRATION_KINDS.join(', ')})`);
  const png = await drawOgCard({ title, subtitle, illustration, illustrationsDir: ILLUSTRATIONS_DIR });
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, png);
}
