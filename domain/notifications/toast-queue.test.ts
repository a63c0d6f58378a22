import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, ToastQueue } from './toast-queue.js';

const hello = { title: 'Hello', variant: 'default' } as const;
const bye = { title: 'Bye', description: 'See you', variant: 'destructive' } as const;

let scheduler: InMemoryScheduler;
let queue: ToastQueue;

beforeEach(() => {
  scheduler = new InMemoryScheduler();
  queue = new ToastQueue(scheduler);
});

describe('toasts (docs/product.md §9)', () => {
  it('show one at a time, removed 1,000,000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('starts with no toast', () => {
    expect(queue.toasts).toEqual([]);
  });

  it('numbers toasts from 1', () => {
    expect([queue.show(hello), queue.show(bye)]).toEqual(['1', '2']);
  });

  it('shows a toast, open', () => {
    const id = queue.show(hello);
    expect(queue.toasts).toEqual([{ ...hello, id, open: true }]);
  });

  it('replaces the toast shown by a new one', () => {
    queue.show(hello);
    const id = queue.show(bye);
    expect(queue.toasts).toEqual([{ ...bye, id, open: true }]);
  });

  it('gives each toast its own id', () => {
    expect(queue.show(hello)).not.toBe(queue.show(hello));
  });

  it('closes a dismissed toast at once and removes it after the delay, not before', () => {
    const id = queue.show(hello);
    queue.dismiss(id);
    expect(queue.toasts).toEqual([{ ...hello, id, open: false }]);
    scheduler.advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(queue.toasts).toHaveLength(1);
    scheduler.advance(1);
    expect(queue.toasts).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    const id = queue.show(hello);
    queue.dismiss();
    expect(queue.toasts).toEqual([{ ...hello, id, open: false }]);
  });

  it('leaves other toasts alone when dismissing an unknown id', () => {
    const id = queue.show(hello);
    queue.dismiss('nope');
    expect(queue.toasts).toEqual([{ ...hello, id, open: true }]);
    expect(scheduler.waiting).toBe(0);
  });

  it('schedules one removal however often a toast is dismissed', () => {
    const id = queue.show(hello);
    queue.dismiss(id);
    queue.dismiss(id);
    expect(scheduler.waiting).toBe(1);
    scheduler.advance(TOAST_REMOVE_DELAY_MS);
    expect(queue.toasts).toEqual([]);
  });

  it('keeps a newer toast when an older one’s removal falls due', () => {
    const first = queue.show(hello);
    queue.dismiss(first);
    const second = queue.show(bye);
    scheduler.advance(TOAST_REMOVE_DELAY_MS);
    expect(queue.toasts).toEqual([{ ...bye, id: second, open: true }]);
  });

  it('tells listeners of each change until they unsubscribe', () => {
    let calls = 0;
    const unsubscribe = queue.subscribe(() => (calls += 1));
    const before = queue.toasts;
    const id = queue.show(hello);
    expect(queue.toasts).not.toBe(before);
    queue.dismiss(id);
    unsubscribe();
    scheduler.advance(TOAST_REMOVE_DELAY_MS);
    expect(calls).toBe(2);
  });
});

describe('a toast closes by itself, but waits for the user (WCAG 2.2.1, issue 23)', () => {
  let timed: ToastQueue;
  beforeEach(() => {
    timed = new ToastQueue(scheduler, TOAST_DURATION_MS);
  });
  const openTitles = (toasts: ToastQueue) => toasts.toasts.filter((toast) => toast.open).map((toast) => toast.title);

  it('closes 5 s after it shows, not before', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    timed.show(hello);
    scheduler.advance(TOAST_DURATION_MS - 1);
    expect(openTitles(timed)).toEqual(['Hello']);
    scheduler.advance(1);
    expect(openTitles(timed)).toEqual([]);
  });

  it('never closes by itself without a duration (the queue of the scenarios)', () => {
    queue.show(hello);
    scheduler.advance(TOAST_DURATION_MS * 10);
    expect(openTitles(queue)).toEqual(['Hello']);
  });

  it('stays while hovered or focused, and gets its whole time again once both are let go', () => {
    const id = timed.show(hello);
    scheduler.advance(4000);
    timed.hold(id, 'hover');
    timed.hold(id, 'focus');
    scheduler.advance(60_000);
    timed.release(id, 'hover');
    scheduler.advance(60_000);
    expect(openTitles(timed)).toEqual(['Hello']);
    timed.release(id, 'focus');
    scheduler.advance(TOAST_DURATION_MS - 1);
    expect(openTitles(timed)).toEqual(['Hello']);
    scheduler.advance(1);
    expect(openTitles(timed)).toEqual([]);
  });

  it('gives a new toast its own time, whatever held the one it replaced', () => {
    const first = timed.show(hello);
    timed.hold(first, 'hover');
    timed.show(bye);
    scheduler.advance(TOAST_DURATION_MS);
    expect(openTitles(timed)).toEqual([]);
  });

  it('ignores holds and releases of a toast no longer shown', () => {
    const first = timed.show(hello);
    timed.show(bye);
    timed.release(first, 'hover');
    timed.hold(first, 'focus');
    scheduler.advance(TOAST_DURATION_MS);
    expect(openTitles(timed)).toEqual([]);
  });

  it('stops its timer when dismissed', () => {
    const id = timed.show(hello);
    timed.dismiss(id);
    timed.release(id, 'hover');
    expect(scheduler.waiting).toBe(1);
  });

  it('waits, hidden, while a dialog is open, and shows for its whole time once the last dialog closes', () => {
    timed.show(hello);
    const closeFirst = timed.dialogOpened();
    const closeSecond = timed.dialogOpened();
    expect(timed.toasts).toEqual([]);
    timed.show(bye);
    scheduler.advance(60_000);
    closeFirst();
    closeFirst();
    expect(timed.toasts).toEqual([]);
    closeSecond();
    expect(openTitles(timed)).toEqual(['Bye']);
    scheduler.advance(TOAST_DURATION_MS - 1);
    expect(openTitles(timed)).toEqual(['Bye']);
    scheduler.advance(1);
    expect(openTitles(timed)).toEqual([]);
  });

  it('tells listeners when a dialog hides and shows the toasts', () => {
    let calls = 0;
    timed.subscribe(() => (calls += 1));
    timed.dialogOpened()();
    expect(calls).toBe(2);
  });

  it('gets its whole time again when the pointer leaves, even one the queue never saw enter', () => {
    const id = timed.show(hello);
    scheduler.advance(4000);
    timed.release(id, 'hover');
    scheduler.advance(TOAST_DURATION_MS - 1);
    expect(openTitles(timed)).toEqual(['Hello']);
    scheduler.advance(1);
    expect(openTitles(timed)).toEqual([]);
  });

  it('stops counting while a dialog is open, and counts the whole time again once it closes', () => {
    timed.show(hello);
    scheduler.advance(4000);
    const close = timed.dialogOpened();
    scheduler.advance(60_000);
    close();
    expect(openTitles(timed)).toEqual(['Hello']);
    scheduler.advance(TOAST_DURATION_MS - 1);
    expect(openTitles(timed)).toEqual(['Hello']);
    scheduler.advance(1);
    expect(openTitles(timed)).toEqual([]);
  });

  it('keeps the shown toast\'s time when an unknown toast is dismissed, held or let go', () => {
    timed.release('7', 'hover');
    expect(scheduler.waiting).toBe(0);
    timed.show(hello);
    timed.dismiss('99');
    scheduler.advance(TOAST_DURATION_MS);
    expect(openTitles(timed)).toEqual([]);
  });

  it('does not restart anything when a dialog closes over no toast', () => {
    timed.dialogOpened()();
    expect(scheduler.waiting).toBe(0);
  });
});
