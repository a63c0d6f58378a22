/** docs/product.md §3: the admin page lists 11 tours, with ids 1 to 11. */
export const ADMIN_TOUR_COUNT = 11;

/**
 * The admin tour id a path segment names, or undefined. Only the plain decimal numbers 1 to 11
 * count: '0', '12', '01', 'abc', '1.0' and '../1' name no admin tour.
 */
export function parseAdminTourId(text: string): number | undefined {
  if (!/^[1-9]\d?$/.test(text)) return undefined;
  const id = Number(text);
  return id <= ADMIN_TOUR_COUNT ? id : undefined;
}
