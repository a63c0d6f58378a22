/**
 * docs/product.md §3: the admin page lists 11 tours, with ids 1 to 11. The one home of that range: the
 * server's PUT /api/tours/{id}/image, the in-memory uploads, the admin catalogue and the scenarios
 * all read it here.
 */
export const ADMIN_TOUR_COUNT = 11;

/** The admin tour ids, 1 to ADMIN_TOUR_COUNT, in list order. */
export const ADMIN_TOUR_IDS: readonly number[] = Array.from({ length: ADMIN_TOUR_COUNT }, (_, index) => index + 1);

/** Whether a number is an admin tour id (a whole number from 1 to ADMIN_TOUR_COUNT). */
export function isAdminTourId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= ADMIN_TOUR_COUNT;
}

/**
 * The admin tour id a path segment names, or undefined. Only the plain decimal numbers 1 to 11
 * count: '0', '12', '01', 'abc', '1.0' and '../1' name no admin tour.
 */
export function parseAdminTourId(text: string): number | undefined {
  if (!/^[1-9]\d*$/.test(text)) return undefined;
  const id = Number(text);
  return isAdminTourId(id) ? id : undefined;
}
