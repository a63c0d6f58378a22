import type { AdminTour } from '../../domain/admin/admin-tour.js';
import { coverPatternFor, coverPatternPath } from '../../domain/presentation/designed-cover.js';
import { DESTINATIONS } from './catalogue/destinations.js';
import { TOURS } from './catalogue/tours.js';
import { isSubjectIllustration, subjectIllustrationUrl } from './illustrations.js';

/**
 * docs/product.md §3: the admin tours, one per id of domain/tours/admin-tour-id.ts, in id order (batch
 * uploads follow it). Seven are public tours whose records carry their admin link (ui/content/catalogue/
 * tours.ts: arenal-1 → 1 … tamarindo-1 → 8), so their cards show the operator's photo; the four below have
 * no public tour, so no visitor sees their photo. Until the operator uploads one, a card shows the
 * drawing of its subject, or the designed cover where there is none.
 */
const ADMIN_ONLY_TOURS: readonly AdminTour[] = [
  { id: 7, title: 'Tortuguero Canals & Turtle Nesting Night Walk', location: 'Tortuguero', category: 'Wildlife', currentImage: subjectIllustrationUrl('sea-turtle-nesting') },
  { id: 9, title: 'Corcovado National Park Sirena Expedition', location: 'Corcovado', category: 'Wildlife', currentImage: subjectIllustrationUrl('rainforest-hike') },
  { id: 10, title: 'Poás Volcano Crater & La Paz Waterfall Gardens', location: 'Poas', category: 'Adventure', currentImage: coverPatternPath('nature') },
  { id: 11, title: 'San José Highlights & Coffee Farm Visit', location: 'San José', category: 'Nature', currentImage: subjectIllustrationUrl('coffee-farm') },
];

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

export const ADMIN_TOURS: readonly AdminTour[] = [...LINKED_TOURS, ...ADMIN_ONLY_TOURS].sort((a, b) => a.id - b.id);
