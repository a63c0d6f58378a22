/**
 * The date each page's content last changed, for sitemap.xml's lastmod (docs/decisions/076): the newest
 * commit date among the page's own screen modules and the ui/content modules they import. The shared
 * configuration (site-config.ts) is left out: a partner id does not change what a page says (the menu's places live in
 * domain/navigation/site-places.ts, outside ui/content). Without git history (an exported tree) a page simply has no lastmod.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const SHARED_CONFIGURATION = new Set(['ui/content/site-config.ts']);

/** The ui/content modules a source file imports directly, as paths from the repository root. */
export function contentImportsOf(root: string, file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const found = [...source.matchAll(/from\s+'(\.[^']+)\.js'/g)].map((match) => normalize(join(dirname(file), `${match[1]}.ts`)).split('\\').join('/'));
  return found.filter((path) => path.startsWith('ui/content/') && !SHARED_CONFIGURATION.has(path) && existsSync(join(root, path)));
}

/** The files whose history dates a page built from these screen modules (paths relative to ui/). */
export function contentFilesOf(root: string, screenModules: readonly string[]): string[] {
  const modules = screenModules.map((module) => `ui/${module}`).filter((path) => existsSync(join(root, path)));
  return [...new Set([...modules, ...modules.flatMap((module) => contentImportsOf(root, module))])].sort();
}

/** The newest commit date (YYYY-MM-DD) of the given files, or undefined without git history for them. */
export function lastCommitDate(root: string, files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files.map((file) => relative(root, join(root, file)))], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined;
  }
}
