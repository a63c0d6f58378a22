/**
 * Pictures and symbols a visitor can trust (docs/product.md departures 7): a page never shows one picture twice, and
 * a symbol is a drawing, never an emoji, which renders as an empty box on a device without an emoji font.
 */

/** Each picture (its address) that a page shows more than once, in the order first seen. */
export function picturesShownTwice(pictures: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const picture of pictures) {
    if (seen.has(picture)) twice.add(picture);
    seen.add(picture);
  }
  return [...twice];
}

/**
 * A character a browser draws as an emoji: one that is an emoji by default, or any pictograph asked to be one with
 * the emoji variation selector (U+FE0F). Text-style symbols (©, ✓) are not.
 */
const EMOJI = /\p{Emoji_Presentation}\uFE0F?|\p{Extended_Pictographic}\uFE0F/gu;

/** The emoji a text shows, each once, in the order first seen. */
export function emojiIn(text: string): string[] {
  return [...new Set(text.match(EMOJI) ?? [])];
}
