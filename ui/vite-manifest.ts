/** The parts of Vite's build manifest (dist/client/.vite/manifest.json) the build scripts read. */
export interface ViteManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>;

export interface ChunkAssets {
  /** JavaScript files, each once, in load order. */
  readonly js: string[];
  readonly css: string[];
}

/**
 * The files the given source modules need at load: each module's own chunk and, recursively, the
 * chunks it imports statically (never its dynamic imports), with their stylesheets. Chunks of the
 * entry are left out, because the page's script tag loads them anyway.
 */
export function chunkAssets(manifest: ViteManifest, modules: readonly string[], { includeEntry = false } = {}): ChunkAssets {
  const js: string[] = [];
  const css: string[] = [];
  const entryFiles = new Set<string>();
  if (!includeEntry) {
    const visitEntry = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || entryFiles.has(chunk.file)) return;
      entryFiles.add(chunk.file);
      chunk.imports?.forEach(visitEntry);
    };
    Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).forEach(([key]) => visitEntry(key));
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for "${key}": a module key in ui/routes.tsx is wrong`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    if (!entryFiles.has(chunk.file)) {
      js.push(chunk.file);
      for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    }
  };
  modules.forEach(visit);
  return { js, css };
}
