/** docs/product.md §3 "Tour image record (server)": the photo an operator chose for one admin tour. */
export interface TourImage {
  readonly tourId: number;
  readonly imageURL: string;
}

export function sortByTourId(images: readonly TourImage[]): TourImage[] {
  return [...images].sort((a, b) => a.tourId - b.tourId);
}
