import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type FocusEvent } from 'react';
import type { Toast } from '../../domain/notifications/toast.js';
import { TOAST_DURATION_MS, ToastQueue, type ShownToast } from '../../domain/notifications/toast-queue.js';
import { SchedulerToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import * as css from './toaster.css.js';

export interface Toasts {
  show(toast: Toast): string;
  dismiss(id?: string): void;
}

/**
 * The page's one ToastQueue (docs/product.md §9: one toast at a time). Module-level, not a React context: on a static
 * page the form that raises a toast and the toaster that shows it are separate islands, separate React roots, which
 * share no context (docs/decisions/083). Made on first use with the page's scheduler (docs/decisions/061: a toast closes
 * after TOAST_DURATION_MS unless hovered or focused, and waits while a dialog is open).
 */
let pageToastQueue: ToastQueue | undefined;

function usePageToastQueue(): ToastQueue {
  const scheduler = useService(SchedulerToken);
  return (pageToastQueue ??= new ToastQueue(scheduler, TOAST_DURATION_MS));
}

/** docs/decisions/061: a dialog that is open keeps every toast waiting (a toast never covers a dialog). */
export function useToastsWaitWhileOpen(): void {
  const queue = usePageToastQueue();
  useEffect(() => queue.dialogOpened(), [queue]);
}

/** Shows and dismisses the page's toasts, from any island or component. */
export function useToasts(): Toasts {
  const queue = usePageToastQueue();
  return useMemo(() => ({ show: (toast: Toast) => queue.show(toast), dismiss: (id?: string) => queue.dismiss(id) }), [queue]);
}

/** The toaster island: the page's toasts, in their two live regions. */
export function PageToaster() {
  return <Toaster queue={usePageToastQueue()} />;
}

function ToastView({ toast, queue }: { toast: ShownToast; queue: ToastQueue }) {
  const box = useRef<HTMLDivElement>(null);
  /** Where the focus was before it moved into the toast: it goes back there when the toast closes (issue 23). */
  const returnTo = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !box.current?.contains(from)) returnTo.current = from;
    queue.hold(toast.id, 'focus');
  };
  const onBlur = (event: FocusEvent) => {
    if (!box.current?.contains(event.relatedTarget as Node | null)) queue.release(toast.id, 'focus');
  };
  // Runs before React removes the toast's nodes: the focus still inside moves back to where it came from.
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      const target = returnTo.current;
      if (element?.contains(document.activeElement) && target?.isConnected) target.focus();
    };
  }, []);
  return (
    <div
      ref={box}
      className={`${css.toast} ${css.toastVariant[toast.variant]}`}
      onMouseEnter={() => queue.hold(toast.id, 'hover')}
      onMouseLeave={() => queue.release(toast.id, 'hover')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={css.text}>
        <span className={css.title}>{toast.title}</span>
        {toast.description && <span className={css.description}>{toast.description}</span>}
      </div>
      <button type="button" className={css.close} aria-label="Dismiss notification" onClick={() => queue.dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * docs/architecture.md §4: toasts are announced. The two live regions are always in the page (a region added
 * together with its text is not read out): a refusal or failure interrupts, anything else waits.
 */
function Toaster({ queue }: { queue: ToastQueue }) {
  const subscribe = useMemo(() => queue.subscribe.bind(queue), [queue]);
  const toasts = useSyncExternalStore(
    subscribe,
    () => queue.toasts,
    () => queue.toasts,
  );
  const open = toasts.filter((toast) => toast.open);
  const region = (variant: Toast['variant']) =>
    open.filter((toast) => toast.variant === variant).map((toast) => <ToastView key={toast.id} toast={toast} queue={queue} />);
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
