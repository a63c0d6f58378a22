import { TourCardPhotos } from '../components/tour-card-photos.js';
import { withIslandServices } from './island-services.js';

/** The photos of the page's tour cards: operator uploads, and on home the curated ones (ports: the two photo APIs). */
export default withIslandServices(TourCardPhotos);
