import type { Toast } from '../notifications/toast.js';

/** docs/product.md §7, §8: the relocation booking button is a placeholder; it only shows this toast. */
export const RELOCATION_BOOKING_TOAST = {
  title: 'Coming Soon',
  description: 'Relocation services booking will be available soon!',
  variant: 'default',
} as const satisfies Toast;
