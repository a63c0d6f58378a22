import type { CatalogueReader } from '../catalogue/catalogue-reader.js';

/** docs/product.md §2 /picture-of-the-day: what the page shows from the catalogue: the portal's own social page, when the settings name one. */
export interface PictureOfTheDayView {
  readonly social?: { readonly url: string; readonly label: string };
}

/** Reads the settings: the first of their social links is the one the gallery's card follows. */
export function pictureOfTheDayView(reader: CatalogueReader): PictureOfTheDayView {
  const [first] = reader.settings().socialLinks;
  return first === undefined ? {} : { social: { url: first.url, label: first.label.en } };
}
