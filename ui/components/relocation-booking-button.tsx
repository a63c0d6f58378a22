import { ctaClick } from '../../domain/analytics/events.js';
import { RELOCATION_BOOKING_TOAST } from '../../domain/relocation/relocation-booking.js';
import { button } from './button.js';
import { useToasts } from './toaster.js';
import { trackedClick } from './tracked-click.js';

export const RELOCATION_BOOKING_LABEL = 'Book a Relocation Consultation';

/**
 * Home's relocation booking (docs/product.md §2): nothing is booked on the site, so the button says how a
 * consultation is arranged, in a toast, and reports its cta_click through the page's click listener. An island
 * (docs/decisions/083): the toast is the only thing on home's static page a button raises.
 */
export function RelocationBookingButton() {
  const toasts = useToasts();
  return (
    <button type="button" className={button()} {...trackedClick(ctaClick(RELOCATION_BOOKING_LABEL))} onClick={() => toasts.show(RELOCATION_BOOKING_TOAST)}>
      {RELOCATION_BOOKING_LABEL}
    </button>
  );
}
