import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { TOAST_DURATION_MS, ToastQueue, type ToastHold } from '../../domain/notifications/toast-queue.js';
import type { PortalWorld } from '../support/world.js';

/** The app's toast queue (with its 5 s) on a virtual clock, per scenario. */
const state = new WeakMap<PortalWorld, { scheduler: InMemoryScheduler; toasts: ToastQueue; id?: string; closeDialog?: () => void }>();
function of(world: PortalWorld) {
  if (!state.has(world)) {
    const scheduler = new InMemoryScheduler();
    state.set(world, { scheduler, toasts: new ToastQueue(scheduler, TOAST_DURATION_MS) });
  }
  return state.get(world)!;
}
const HOLDS: Record<string, ToastHold> = { pointer: 'hover', focus: 'focus' };

Given('the site shows the toast {string}', function (this: PortalWorld, title: string) {
  of(this).id = of(this).toasts.show({ title, variant: 'default' });
});

When('the {word} rests on it for {int} seconds', function (this: PortalWorld, hold: string, seconds: number) {
  of(this).toasts.hold(of(this).id!, HOLDS[hold]!);
  of(this).scheduler.advance(seconds * 1000);
});

When('the {word} leaves it', function (this: PortalWorld, hold: string) {
  of(this).toasts.release(of(this).id!, HOLDS[hold]!);
});

When('{float} seconds go by', function (this: PortalWorld, seconds: number) {
  of(this).scheduler.advance(Math.round(seconds * 1000));
});

When('the crop dialog opens', function (this: PortalWorld) {
  of(this).closeDialog = of(this).toasts.dialogOpened();
});

When('the crop dialog closes', function (this: PortalWorld) {
  of(this).closeDialog!();
});

Then('the toast {string} is shown', function (this: PortalWorld, title: string) {
  assert.deepEqual(of(this).toasts.toasts.filter((toast) => toast.open).map((toast) => toast.title), [title]);
});

Then('no toast is shown', function (this: PortalWorld) {
  assert.deepEqual(of(this).toasts.toasts.filter((toast) => toast.open), []);
});
