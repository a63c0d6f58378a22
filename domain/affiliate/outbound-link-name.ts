/*
 * Issue 23.2: a link's accessible name says what it is for and that it opens a new tab. Cards keep their visible
 * words short ("Book with GetYourGuide", "Buy on Amazon"); the link component (ui/components/outbound-link.tsx)
 * writes these notes after them as visually hidden text, so a screen reader's list of links tells every tour,
 * hotel and product apart.
 */

/** Hidden after the visible words of every link that opens a new tab (its visible sign is the new-tab icon). */
export const NEW_TAB_NOTE = ' (opens in a new tab)';

/**
 * Hidden after the visible words: the tour, hotel or product the link is for; nothing when none is given. A dash with
 * spaces, since browsers put a space before hidden (absolutely placed) text when they compute the name anyway.
 */
export function purposeNote(purpose: string | undefined): string {
  const named = purpose?.trim();
  return named ? ` – ${named}` : '';
}

/** The whole accessible name: the visible words, what the link is for, and the new tab. */
export function outboundLinkName(visible: string, purpose?: string): string {
  return `${visible}${purposeNote(purpose)}${NEW_TAB_NOTE}`;
}
