/**
 * A photo's keywords (docs/product.md §2 keyword badges, docs/decisions/030-feed-text.md): Media RSS
 * `media:keywords` is comma-separated, Flickr's tags in `media:category` space-separated; RSS and Atom
 * categories and JSON Feed tags come one by one. The badges show at most 8 of them
 * (domain/presentation/photo-carousel.ts); here each keyword appears once.
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r', '\f', '\v', '\u00a0']);

export function commaSeparated(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

export function spaceSeparated(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (const character of text) {
    if (!WHITESPACE.has(character)) {
      word += character;
      continue;
    }
    if (word) words.push(word);
    word = '';
  }
  if (word) words.push(word);
  return words;
}

/** Trimmed, without empty ones, each keyword once: the first spelling wins over later ones in another case. */
export function uniqueKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const keyword of keywords) {
    const text = keyword.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    unique.push(text);
  }
  return unique;
}
