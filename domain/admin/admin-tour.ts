/** docs/product.md §3 admin tour categories. */
export const ADMIN_TOUR_CATEGORIES = ['Adventure', 'Thrill', 'Nature', 'Ocean', 'Wildlife'] as const;

export type AdminTourCategory = (typeof ADMIN_TOUR_CATEGORIES)[number];

/** docs/product.md §3 "Admin tour" (hard-coded, one per admin tour id): the tours whose photo the operator may replace. */
export interface AdminTour {
  /** One of ADMIN_TOUR_IDS (domain/tours/admin-tour-id.ts); also the id of the tour image record (docs/architecture.md §3). */
  readonly id: number;
  readonly title: string;
  /** One of Arenal, Monteverde, Manuel Antonio, Tortuguero, Tamarindo, Corcovado, Poas, San José. */
  readonly location: string;
  readonly category: AdminTourCategory;
  /** The photo shown until the operator replaces it. */
  readonly currentImage: string;
}
