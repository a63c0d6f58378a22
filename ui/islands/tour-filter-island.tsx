import { TourFilter } from '../components/tour-filter.js';

/** A filter row over the page's static tour cards (by category) or /tours' sections (by destination). */
export default TourFilter;
