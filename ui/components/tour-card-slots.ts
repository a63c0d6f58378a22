/**
 * What a static tour card (./tour-card.tsx) carries for the islands of its page (docs/decisions/083), in a module
 * of its own so an island reads them without loading the card.
 */

/** The card's empty photo slot, and the row of badges on its picture, by tour id: the page's tour-card-photos island adds to them. */
export const PHOTO_SLOT_ATTRIBUTE = 'data-tour-photo-slot';
export const PHOTO_BADGE_SLOT_ATTRIBUTE = 'data-tour-photo-badge-slot';
/**
 * The cards' picture boxes, which hold the photo slots: the tour-card-photos island loads when the first of them comes
 * near the window. The boxes, not the slots: an empty slot is not displayed, so it never comes near anything.
 */
export const PHOTO_SLOTS = `:has(> [${PHOTO_SLOT_ATTRIBUTE}])`;

/** The card's tour id, and its category, which the page's filter row reads to show or hide it (./tour-filter.tsx). */
export const CARD_TOUR_ID_ATTRIBUTE = 'data-tour-id';
export const CARD_CATEGORY_ATTRIBUTE = 'data-tour-category';

/** A destination section of /tours, by its destination's name, which the destination filter shows or hides. */
export const DESTINATION_SECTION_ATTRIBUTE = 'data-destination';

/**
 * Marks what a filter row filters once its island has chosen: /tours' CSS, which shows the section the address names
 * (/tours#arenal) while no script runs, then leaves the choice to the island (docs/decisions/112).
 */
export const FILTERED_BY_SCRIPT_ATTRIBUTE = 'data-filtered-by-script';

/**
 * A category row's radio button and a card of its page carry the place of a category in the row (from 1, 'All' 0):
 * without scripts the page's CSS shows the cards whose place is the checked radio's (docs/decisions/131).
 */
export const FILTER_CHOICE_ATTRIBUTE = 'data-filter-choice';
