/** docs/product.md §3 "Photo feed item": one photo of the picture-of-the-day gallery. */
export interface PhotoFeedItem {
  readonly title: string;
  readonly description: string;
  /** ISO 8601 date-time. */
  readonly pubDate: string;
  readonly imageUrl: string;
  readonly largeImageUrl?: string;
  readonly linkUrl: string;
  readonly keywords: readonly string[];
  readonly photographer: string;
  /** The address of the photo's licence, when the feed gives one (Media RSS media:license, RSS creativeCommons:license, Atom rel="license"). */
  readonly license?: string;
}
