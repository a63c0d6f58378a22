import { PageTracking } from '../components/page-tracking.js';
import { withIslandServices } from './island-services.js';

/** Page view, time on page and scroll depth (ports: the analytics sink, the clock, the consent). */
export default withIslandServices(PageTracking);
