import { SiteHeader } from '../components/site-header.js';
import { withIslandServices } from './island-services.js';

/** The header: Tours menu, burger, navigation clicks tracked (a port: the analytics sink). */
export default withIslandServices(SiteHeader);
