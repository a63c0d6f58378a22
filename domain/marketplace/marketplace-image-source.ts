/** One home tour card asking for a marketplace photo (docs/product.md §7 POST /api/{marketplace}/images). */
export interface MarketplaceTour {
  readonly tourId: string;
  readonly title: string;
  readonly bookingUrl: string;
}

/** tourId → image URL, for the tours a source knows a photo of. */
export type MarketplaceImageMap = Record<string, string>;

/** Finds marketplace photos for tours (docs/architecture.md §1 `MarketplaceImageSource`). Never throws for one tour. */
export interface MarketplaceImageSource {
  imagesFor(tours: readonly MarketplaceTour[]): Promise<MarketplaceImageMap>;
}
