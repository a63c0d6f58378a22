import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Toast } from '../../domain/notifications/toast.js';
import { ToastQueue, type ShownToast } from '../../domain/notifications/toast-queue.js';
import type { Scheduler } from '../../domain/kernel/scheduler.js';
import { SchedulerToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import * as css from './toaster.css.js';

export interface Toasts {
  show(toast: Toast): string;
  dismiss(id?: string): void;
}

const ToastContext = createContext<ToastQueue | null>(null);

/** How long a toast stays before it closes by itself (the toast primitive's own default, 5 s). */
export const TOAST_DURATION_MS = 5000;

/** One ToastQueue for the whole app (docs/product.md §9: one toast at a time), and the place it shows. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const scheduler = useService(SchedulerToken);
  const [queue] = useState(() => new ToastQueue(scheduler));
  return (
    <ToastContext.Provider value={queue}>
      {children}
      <Toaster queue={queue} scheduler={scheduler} />
    </ToastContext.Provider>
  );
}

/** Shows and dismisses toasts from any component under ToastProvider. */
export function useToasts(): Toasts {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToasts needs a ToastProvider above it');
  return useMemo(() => ({ show: (toast: Toast) => queue.show(toast), dismiss: (id?: string) => queue.dismiss(id) }), [queue]);
}

function ToastView({ toast, queue, scheduler }: { toast: ShownToast; queue: ToastQueue; scheduler: Scheduler }) {
  const onDismiss = () => queue.dismiss(toast.id);
  useEffect(() => scheduler.schedule(TOAST_DURATION_MS, () => queue.dismiss(toast.id)), [scheduler, queue, toast.id]);
  return (
    <div className={css.toast({ variant: toast.variant })}>
      <div className={css.text}>
        <span className={css.title}>{toast.title}</span>
        {toast.description && <span className={css.description}>{toast.description}</span>}
      </div>
      <button type="button" className={css.close} aria-label="Dismiss notification" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/**
 * docs/architecture.md §4: toasts are announced. The two live regions are always in the page (a region added
 * together with its text is not read out): a refusal or failure interrupts, anything else waits.
 */
function Toaster({ queue, scheduler }: { queue: ToastQueue; scheduler: Scheduler }) {
  const subscribe = useMemo(() => queue.subscribe.bind(queue), [queue]);
  const toasts = useSyncExternalStore(
    subscribe,
    () => queue.toasts,
    () => queue.toasts,
  );
  const open = toasts.filter((toast) => toast.open);
  const region = (variant: Toast['variant']) =>
    open.filter((toast) => toast.variant === variant).map((toast) => <ToastView key={toast.id} toast={toast} queue={queue} scheduler={scheduler} />);
  return (
    <section className={css.viewport} aria-label="Notifications">
      <div role="status" aria-live="polite">
        {region('default')}
      </div>
      <div role="alert" aria-live="assertive">
        {region('destructive')}
      </div>
    </section>
  );
}
