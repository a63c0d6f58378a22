import type { AdminTour } from '../../domain/admin/admin-tour.js';

/**
 * docs/product.md §3: the 11 admin tours, in list order (batch uploads follow it). Tours 1–6 and 8 are the
 * public tours whose cards show the operator's photo (arenal-1 → 1 … tamarindo-1 → 8).
 */
const photo = (id: string) => `https://images.unsplash.com/${id}?auto=format&fit=crop&w=800&h=500&q=70`;

export const ADMIN_TOURS: readonly AdminTour[] = [
  { id: 1, title: 'Arenal Volcano Hike & Tabacón Hot Springs', location: 'Arenal', category: 'Adventure', currentImage: photo('photo-1580094333632-438bdc04f79f') },
  { id: 2, title: 'Sky Adventures Zipline & Hanging Bridges', location: 'Arenal', category: 'Thrill', currentImage: photo('photo-1544735716-392fe2489ffa') },
  { id: 3, title: 'Monteverde Cloud Forest Reserve Guided Walk', location: 'Monteverde', category: 'Nature', currentImage: photo('photo-1441974231531-c6227db76b6e') },
  { id: 4, title: 'Selvatura Hanging Bridges & Zipline', location: 'Monteverde', category: 'Thrill', currentImage: photo('photo-1520454974749-611b7248ffdb') },
  { id: 5, title: 'Manuel Antonio National Park Guided Walk', location: 'Manuel Antonio', category: 'Wildlife', currentImage: photo('photo-1518182170546-07661fd94144') },
  { id: 6, title: 'Damas Island Mangrove Kayak', location: 'Manuel Antonio', category: 'Nature', currentImage: photo('photo-1530549387789-4c1017266635') },
  { id: 7, title: 'Tortuguero Canals & Turtle Nesting Night Walk', location: 'Tortuguero', category: 'Wildlife', currentImage: photo('photo-1591019479261-1a103585c559') },
  { id: 8, title: 'Tamarindo Beginner Surf Lesson', location: 'Tamarindo', category: 'Ocean', currentImage: photo('photo-1502680390469-be75c86b636f') },
  { id: 9, title: 'Corcovado National Park Sirena Expedition', location: 'Corcovado', category: 'Wildlife', currentImage: photo('photo-1553284965-83fd3e82fa5a') },
  { id: 10, title: 'Poás Volcano Crater & La Paz Waterfall Gardens', location: 'Poas', category: 'Adventure', currentImage: photo('photo-1552083375-1447ce886485') },
  { id: 11, title: 'San José Highlights & Coffee Farm Visit', location: 'San José', category: 'Nature', currentImage: photo('photo-1559128010-7c1ad6e1b6a5') },
];
