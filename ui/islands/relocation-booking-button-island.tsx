import { RelocationBookingButton } from '../components/relocation-booking-button.js';
import { withIslandServices } from './island-services.js';

/** Home's "Book a Relocation Consultation" (port: the scheduler of the toast it raises, in the page's one queue). */
export default withIslandServices(RelocationBookingButton);
