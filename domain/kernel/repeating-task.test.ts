import { describe, expect, it } from 'vitest';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { RepeatingTask } from './repeating-task.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a repeating task', () => {
  it('runs now, then every period after each round, goes on after a failure, and stops', async () => {
    const scheduler = new InMemoryScheduler();
    const errors: unknown[] = [];
    let rounds = 0;
    const task = new RepeatingTask(scheduler, 1000, async () => {
      rounds++;
      if (rounds === 2) throw new Error('database away');
    }, (error) => errors.push(error));
    expect(rounds).toBe(0);
    task.start();
    scheduler.advance(0);
    await settle();
    expect(rounds).toBe(1);
    scheduler.advance(999);
    await settle();
    expect(rounds).toBe(1);
    scheduler.advance(1);
    await settle();
    expect([rounds, errors]).toEqual([2, [new Error('database away')]]);
    scheduler.advance(1000);
    await settle();
    expect(rounds).toBe(3);
    await task.stop();
    scheduler.advance(5000);
    await settle();
    expect(rounds).toBe(3);
  });

  it('stops at once when it never started', async () => {
    const task = new RepeatingTask(new InMemoryScheduler(), 10, async () => undefined, () => undefined);
    await expect(task.stop()).resolves.toBeUndefined();
  });

  it('waits for the round under way when stopped, and schedules none after it', async () => {
    const scheduler = new InMemoryScheduler();
    let finish: () => void = () => undefined;
    let rounds = 0;
    const task = new RepeatingTask(scheduler, 10, () => {
      rounds++;
      return new Promise<void>((resolve) => (finish = resolve));
    }, () => undefined);
    task.start();
    scheduler.advance(0);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    scheduler.advance(100);
    await settle();
    expect(rounds).toBe(1);
  });
});
