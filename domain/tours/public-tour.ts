/** docs/product.md §3 "Public tour": a tour card on /tours, the destination pages and the activity pages. */
export interface PublicTour {
  readonly id: string;
  readonly title: string;
  /** City or location shown on the card and used in tracking labels. */
  readonly location: string;
  readonly duration: string;
  readonly groupSize?: string;
  /** Text with $, may hold a thousands comma ('$4,200'). */
  readonly price: string;
  readonly originalPrice?: string;
  readonly rating: number;
  readonly reviewCount: number;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly imageUrl: string;
  readonly bookingUrl: string;
  readonly category: string;
  readonly difficulty?: 'Easy' | 'Moderate' | 'Advanced' | 'Beginner' | 'Intermediate';
  /** 1 marks the top tour of a page (docs/product.md §3). */
  readonly bestSellerRank?: number;
}

/** docs/product.md §3 "Destinations on /tours": one section each, with its tours. */
export interface TourDestination {
  readonly name: string;
  readonly description: string;
  readonly icon: string;
  readonly colour: string;
  readonly tours: readonly PublicTour[];
}
