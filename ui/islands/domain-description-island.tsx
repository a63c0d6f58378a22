import { DomainDescription } from '../components/domain-description.js';
import { withIslandServices } from './island-services.js';

/** Home's description of the domain the visitor came in on (ports: the domain descriptions file). */
export default withIslandServices(DomainDescription);
