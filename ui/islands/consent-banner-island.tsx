import { ConsentBanner } from '../components/consent-banner.js';
import { withIslandServices } from './island-services.js';

/** The consent banner and the Cookie settings dialog (ports: the consent). */
export default withIslandServices(ConsentBanner);
