import { expect, it } from 'vitest';
import { schedulerContract } from '../contracts/scheduler.contract.js';
import { InMemoryScheduler } from './in-memory-scheduler.js';

schedulerContract('InMemoryScheduler', () => {
  const scheduler = new InMemoryScheduler();
  return { scheduler, elapse: async (ms) => scheduler.advance(ms) };
});

it('runs tasks that a task schedules when they fall due within the same advance', () => {
  const scheduler = new InMemoryScheduler();
  const runs: number[] = [];
  scheduler.schedule(10, () => {
    runs.push(10);
    scheduler.schedule(10, () => runs.push(20));
  });
  scheduler.advance(25);
  expect(runs).toEqual([10, 20]);
  expect(scheduler.waiting).toBe(0);
});

it('runs tasks due at the same time in the order they were scheduled', () => {
  const scheduler = new InMemoryScheduler();
  const runs: string[] = [];
  scheduler.schedule(5, () => runs.push('first'));
  scheduler.schedule(5, () => runs.push('second'));
  scheduler.advance(5);
  expect(runs).toEqual(['first', 'second']);
});
