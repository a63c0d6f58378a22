import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the current host, today's year). The prerendered HTML and the
 * first client render use `serverValue`, then React switches to the browser's value: no hydration
 * mismatch, and nothing request-specific is baked into static HTML (docs/architecture.md §4).
 */
export function useClientValue<T>(readInBrowser: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, readInBrowser, () => serverValue);
}
