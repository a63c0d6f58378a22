import { PageToaster } from '../components/toaster.js';
import { withIslandServices } from './island-services.js';

/** The page's toasts (ports: the scheduler that closes them); what raises them shares the queue through ../components/toaster.tsx. */
export default withIslandServices(PageToaster);
