/**
 * The description of a photo (docs/decisions/030-feed-text.md). The adapters turn the feed's HTML into
 * lines of plain text with a library; this keeps the story. Flickr opens every description with
 * "{name} posted a photo:" (then the photo itself as an `<img>`): that line is left out, unless it is
 * all there is.
 */

const POSTED_SUFFIXES = [' posted a photo:', ' posted a video:'];

/** "Ana Mora posted a photo:": a name, then the service's words. */
export function isPostedPhotoLine(line: string): boolean {
  const text = line.trim().toLowerCase();
  // Trimmed, the text cannot start with the suffix's space: ending with it means a name comes first.
  return POSTED_SUFFIXES.some((suffix) => text.endsWith(suffix));
}

/**
 * `candidates` are the item's descriptions in order of preference (RSS description, Atom summary or
 * content, media:description…), each as lines of plain text. The first one that tells more than the
 * boilerplate wins, its lines joined by a space; else the first one that says anything.
 */
export function descriptionFrom(candidates: readonly (readonly string[])[]): string {
  const texts = candidates.map((lines) => lines.map((line) => line.trim()).filter(Boolean));
  const story = texts.map((lines) => lines.filter((line) => !isPostedPhotoLine(line))).find((lines) => lines.length > 0);
  return (story ?? texts.find((lines) => lines.length > 0) ?? []).join(' ');
}
