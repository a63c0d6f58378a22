import type { Scheduler } from '../kernel/scheduler.js';
import type { Toast } from './toast.js';

/** docs/product.md §9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ShownToast extends Toast {
  readonly id: string;
  /** False once dismissed, while it waits to be removed (the UI plays its closing animation). */
  readonly open: boolean;
}

/**
 * The toasts on screen (docs/product.md §8, §9): a new toast takes the place of the one shown; a dismissed
 * toast closes at once and leaves the list after the removal delay.
 */
export class ToastQueue {
  private shown: readonly ShownToast[] = [];
  private count = 0;
  private readonly removals = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly scheduler: Scheduler) {}

  /** Newest first, at most TOAST_LIMIT; a new array after each change (for useSyncExternalStore). */
  get toasts(): readonly ShownToast[] {
    return this.shown;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  show(toast: Toast): string {
    this.count += 1;
    const id = String(this.count);
    this.update([{ ...toast, id, open: true }, ...this.shown].slice(0, TOAST_LIMIT));
    return id;
  }

  /** Closes one toast, or every toast when no id is given. */
  dismiss(id?: string): void {
    const closing = this.shown.filter((toast) => id === undefined || toast.id === id);
    for (const toast of closing) this.scheduleRemoval(toast.id);
    this.update(this.shown.map((toast) => (closing.includes(toast) ? { ...toast, open: false } : toast)));
  }

  private scheduleRemoval(id: string): void {
    if (this.removals.has(id)) return;
    this.removals.add(id);
    this.scheduler.schedule(TOAST_REMOVE_DELAY_MS, () => {
      this.removals.delete(id);
      this.update(this.shown.filter((toast) => toast.id !== id));
    });
  }

  private update(next: readonly ShownToast[]): void {
    this.shown = next;
    for (const listener of this.listeners) listener();
  }
}
