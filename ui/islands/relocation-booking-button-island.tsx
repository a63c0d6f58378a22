import { RelocationBookingButton } from '../components/relocation-booking-button.js';

/** Home's "Book a Relocation Consultation": its toast goes to the page's queue, which the toaster island shows. */
export default RelocationBookingButton;
