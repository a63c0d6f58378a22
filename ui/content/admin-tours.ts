import type { AdminTour } from '../../domain/admin/admin-tour.js';
import { coverPatternFor, coverPatternPath, type CoverPattern } from '../../domain/presentation/designed-cover.js';
import { DESTINATIONS } from './catalogue/destinations.js';
import { TOURS } from './catalogue/tours.js';
import { isSubjectIllustration, subjectIllustrationUrl, type SubjectIllustrationSlug } from './illustrations.js';

/** An admin tour no page lists: the place its tour starts from, and the drawing or designed cover its card shows. */
export interface AdminOnlyTour extends Omit<AdminTour, 'currentImage'> {
  /** The id of its destination record (ui/content/catalogue/destinations.ts). */
  readonly destination: string;
  readonly picture: { readonly subject: SubjectIllustrationSlug } | { readonly cover: CoverPattern };
}

/**
 * docs/product.md §3: the admin tours, one per id of domain/tours/admin-tour-id.ts, in id order (batch
 * uploads follow it). Seven are public tours whose records carry their admin link (ui/content/catalogue/
 * tours.ts: arenal-1 → 1 … tamarindo-1 → 8), so their cards show the operator's photo; the four below have
 * no public tour, so no visitor sees their photo. Until the operator uploads one, a card shows the
 * drawing of its subject, or the designed cover where there is none.
 */
export const ADMIN_ONLY_TOURS: readonly AdminOnlyTour[] = [
  { id: 7, title: 'Tortuguero Canals & Turtle Nesting Night Walk', location: 'Tortuguero', category: 'Wildlife', destination: 'tortuguero', picture: { subject: 'sea-turtle-nesting' } },
  { id: 9, title: 'Corcovado National Park Sirena Expedition', location: 'Corcovado', category: 'Wildlife', destination: 'osa-peninsula', picture: { subject: 'rainforest-hike' } },
  { id: 10, title: 'Poás Volcano Crater & La Paz Waterfall Gardens', location: 'Poas', category: 'Adventure', destination: 'san-jose', picture: { cover: 'nature' } },
  { id: 11, title: 'San José Highlights & Coffee Farm Visit', location: 'San José', category: 'Nature', destination: 'san-jose', picture: { subject: 'coffee-farm' } },
];

const ADMIN_ONLY_CARDS: readonly AdminTour[] = ADMIN_ONLY_TOURS.map(({ destination: _destination, picture, ...tour }) => ({
  ...tour,
  currentImage: 'subject' in picture ? subjectIllustrationUrl(picture.subject) : coverPatternPath(picture.cover),
}));

const LINKED_TOURS: readonly AdminTour[] = TOURS.flatMap((tour) =>
  tour.adminTour
    ? [
        {
          id: tour.adminTour.id,
          title: tour.title,
          location: DESTINATIONS.find((destination) => destination.id === tour.destination)!.name,
          category: tour.adminTour.category,
          currentImage: tour.picture && isSubjectIllustration(tour.picture) ? subjectIllustrationUrl(tour.picture) : coverPatternPath(coverPatternFor(tour.category)),
        },
      ]
    : [],
);

export const ADMIN_TOURS: readonly AdminTour[] = [...LINKED_TOURS, ...ADMIN_ONLY_CARDS].sort((a, b) => a.id - b.id);
