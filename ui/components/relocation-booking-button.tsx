import { useEffect, useRef, useState } from 'react';
import { ctaClick } from '../../domain/analytics/events.js';
import { button } from './button.js';
import { RelocationRequestForm } from './relocation-request-form.js';
import { trackedClick } from './tracked-click.js';
import * as css from './relocation-request-form.css.js';

export const RELOCATION_BOOKING_LABEL = 'Book a Relocation Consultation';
const FORM_ID = 'relocation-request-panel';

/**
 * Home's relocation booking (docs/product.md §2; issue 39 point 3): the button opens the consultation request form
 * below it (a disclosure: aria-expanded, the focus moves to the form's title) and reports its cta_click through the
 * page's click listener. An island (docs/decisions/083). Without JavaScript the form shows at once and posts itself.
 */
export function RelocationBookingButton() {
  const [open, setOpen] = useState(false);
  // The prerender (and hydration, which must draw the same) puts the form in the panel for a browser without
  // JavaScript, whose CSS shows it; once the island runs, the form is drawn only while the panel is open.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = () => {
    setOpen((wasOpen) => !wasOpen);
    if (!open) requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('h3')?.focus());
  };
  return (
    <>
      <button type="button" className={`${button()} ${css.toggle}`} aria-expanded={open} aria-controls={FORM_ID} {...trackedClick(ctaClick(RELOCATION_BOOKING_LABEL))} onClick={toggle}>
        {RELOCATION_BOOKING_LABEL}
      </button>
      <div id={FORM_ID} ref={panel} hidden={!open} className={css.panel}>
        {(open || !running) && <RelocationRequestForm />}
      </div>
    </>
  );
}
