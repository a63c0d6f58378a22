import type { ReactNode } from 'react';
import { Island } from '../islands/island.js';
import { PageToaster } from './toaster.js';

/**
 * The page's toaster, after everything else: the toasts of the page's one queue (./toaster.tsx) show in the toaster
 * island, whatever raised them (docs/decisions/083). Its own module, so the toaster the island loads does not import
 * the island registry back.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {/* Idle: a toast raised before it hydrates is in the queue, and shows as soon as it does. */}
      <Island name="toaster" when="idle" component={PageToaster} props={{}} />
    </>
  );
}
