/**
 * One drawing of the icon file (./icon-sprite.svg) as an SVG document of its own, for a CSS mask (docs/decisions/090).
 * The file keeps the drawings readable in one place; the stylesheet carries each as a data URL.
 */

/** The drawings the file shares between symbols (`<defs>` children with an id), which a symbol names with <use>. */
function sharedShapes(sprite: string): Map<string, string> {
  const shapes = new Map<string, string>();
  const defs = /<defs>([\s\S]*?)<\/defs>/.exec(sprite)?.[1] ?? '';
  for (const [, tag, id, rest] of defs.matchAll(/<(\w+) id="([^"]+)"([^>]*?)\/>/g)) shapes.set(id!, `<${tag}${rest}`);
  return shapes;
}

/** The drawing named `name`, as `<svg xmlns viewBox …>…</svg>`; throws if the file has no such symbol. */
export function standaloneDrawing(sprite: string, name: string): string {
  const symbol = new RegExp(`<symbol id="${name}"([^>]*)>([\\s\\S]*?)</symbol>`).exec(sprite);
  if (!symbol) throw new Error(`The icon file has no drawing named "${name}"`);
  const [, attributes, body] = symbol;
  const shapes = sharedShapes(sprite);
  // A <use> of a shared shape becomes the shape itself, with the <use>'s own attributes (fill, stroke) on it.
  const drawn = body!.replace(/<use href="#([^"]+)"([^>]*?)\/>/g, (use, id: string, own: string) => {
    const shape = shapes.get(id);
    if (shape === undefined) throw new Error(`The drawing "${name}" names "${id}", which the icon file does not define`);
    return `${shape}${own}/>`;
  });
  const compact = drawn.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><').trim();
  return `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${compact}</svg>`;
}

/** An SVG document as a CSS url() value. */
export function cssUrlOf(svg: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
