import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, ToastQueue } from './toast-queue.js';

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
