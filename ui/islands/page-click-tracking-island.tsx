import { PageClickTracking } from '../components/page-click-tracking.js';
import { withIslandServices } from './island-services.js';

/** Tracked clicks and partner-link counts of the whole page (ports: the analytics sink, the click beacon). */
export default withIslandServices(PageClickTracking);
