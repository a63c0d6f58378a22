import type { CancelTask, Scheduler } from '../kernel/scheduler.js';
import type { Toast } from './toast.js';

/** docs/product.md §9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** How long a toast stays before it closes by itself (the toast primitive's own default, 5 s), unless held (docs/decisions/061). */
export const TOAST_DURATION_MS = 5000;

/** What keeps a toast from closing by itself: the pointer over it, or the keyboard focus in it (WCAG 2.2.1). */
export type ToastHold = 'hover' | 'focus';

/** Shown while a dialog is open: no toast (toasts wait, docs/decisions/061). */
const NONE: readonly ShownToast[] = [];

export interface ShownToast extends Toast {
  readonly id: string;
  /** False once dismissed, while it waits to be removed (the UI plays its closing animation). */
  readonly open: boolean;
}

/**
 * The toasts on screen (docs/product.md §8, §9): a new toast takes the place of the one shown; a dismissed
 * toast closes at once and leaves the list after the removal delay. Given a duration (docs/decisions/061), a
 * toast closes by itself after it, except while it is held (hovered or focused: its whole time starts again
 * once let go), and while a dialog is open no toast shows: it waits, and its time starts when the last
 * dialog closes.
 */
export class ToastQueue {
  private shown: readonly ShownToast[] = [];
  private count = 0;
  private readonly removals = new Set<string>();
  private readonly listeners = new Set<() => void>();

  private readonly holds = new Map<string, Set<ToastHold>>();
  private closing: CancelTask | undefined;
  private dialogs = 0;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly durationMs?: number,
  ) {}

  /** Newest first, at most TOAST_LIMIT, none while a dialog is open; a new array after each change (for useSyncExternalStore). */
  get toasts(): readonly ShownToast[] {
    return this.dialogs > 0 ? NONE : this.shown;
  }

  /** The pointer entered, or the focus moved into, a toast: it stays until let go. */
  hold(id: string, hold: ToastHold): void {
    if (!this.isOpen(id)) return;
    const holds = this.holds.get(id) ?? new Set();
    holds.add(hold);
    this.holds.set(id, holds);
    this.stopClosing();
  }

  release(id: string, hold: ToastHold): void {
    if (!this.isOpen(id)) return;
    this.holds.get(id)?.delete(hold);
    this.startClosing(id);
  }

  /** A dialog opened: toasts wait until every dialog has closed. Returns what to call when it closes (once). */
  dialogOpened(): () => void {
    this.dialogs += 1;
    this.stopClosing();
    this.update(this.shown);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.dialogs -= 1;
      const open = this.shown.find((toast) => toast.open);
      if (open) this.startClosing(open.id);
      this.update(this.shown);
    };
  }

  private isOpen(id: string): boolean {
    return this.shown.some((toast) => toast.id === id && toast.open);
  }

  private stopClosing(): void {
    this.closing?.();
    this.closing = undefined;
  }

  private startClosing(id: string): void {
    if (this.durationMs === undefined || this.dialogs > 0 || (this.holds.get(id)?.size ?? 0) > 0) return;
    this.stopClosing();
    this.closing = this.scheduler.schedule(this.durationMs, () => this.dismiss(id));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  show(toast: Toast): string {
    this.count += 1;
    const id = String(this.count);
    this.update([{ ...toast, id, open: true }, ...this.shown].slice(0, TOAST_LIMIT));
    this.holds.clear();
    this.stopClosing();
    this.startClosing(id);
    return id;
  }

  /** Closes one toast, or every toast when no id is given. */
  dismiss(id?: string): void {
    const closing = this.shown.filter((toast) => id === undefined || toast.id === id);
    for (const toast of closing) this.scheduleRemoval(toast.id);
    if (closing.some((toast) => toast.open)) this.stopClosing();
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
