import type { AdminTour } from '../../domain/admin/admin-tour.js';
import { illustrationUrl as illustration } from './illustrations.js';

/**
 * docs/product.md §3: the admin tours, one per id of domain/tours/admin-tour-id.ts, in list order (batch
 * uploads follow it). Tours 1–6 and 8 are the public tours whose cards show the operator's photo
 * (arenal-1 → 1 … tamarindo-1 → 8). Until the operator uploads one, a card shows the illustration of
 * its kind (docs/decisions/007).
 */

export const ADMIN_TOURS: readonly AdminTour[] = [
  { id: 1, title: 'Arenal Volcano Hike & Tabacón Hot Springs', location: 'Arenal', category: 'Adventure', currentImage: illustration('volcano') },
  { id: 2, title: 'Sky Adventures Zipline & Hanging Bridges', location: 'Arenal', category: 'Thrill', currentImage: illustration('zipline') },
  { id: 3, title: 'Monteverde Cloud Forest Reserve Guided Walk', location: 'Monteverde', category: 'Nature', currentImage: illustration('cloud-forest') },
  { id: 4, title: 'Selvatura Hanging Bridges & Zipline', location: 'Monteverde', category: 'Thrill', currentImage: illustration('zipline') },
  { id: 5, title: 'Manuel Antonio National Park Guided Walk', location: 'Manuel Antonio', category: 'Wildlife', currentImage: illustration('wildlife') },
  { id: 6, title: 'Damas Island Mangrove Kayak', location: 'Manuel Antonio', category: 'Nature', currentImage: illustration('river') },
  { id: 7, title: 'Tortuguero Canals & Turtle Nesting Night Walk', location: 'Tortuguero', category: 'Wildlife', currentImage: illustration('wildlife') },
  { id: 8, title: 'Tamarindo Beginner Surf Lesson', location: 'Tamarindo', category: 'Ocean', currentImage: illustration('surf') },
  { id: 9, title: 'Corcovado National Park Sirena Expedition', location: 'Corcovado', category: 'Wildlife', currentImage: illustration('rainforest') },
  { id: 10, title: 'Poás Volcano Crater & La Paz Waterfall Gardens', location: 'Poas', category: 'Adventure', currentImage: illustration('volcano') },
  { id: 11, title: 'San José Highlights & Coffee Farm Visit', location: 'San José', category: 'Nature', currentImage: illustration('coffee') },
];
