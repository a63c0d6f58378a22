import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrency-gate.js';

/** A task that runs until the test lets it finish. */
function held<T>(value: T) {
  let finish!: () => void;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<T>((resolve) => (finish = () => resolve(value)));
  };
  return { task, finish: () => finish(), started: () => started };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ConcurrencyGate', () => {
  it('runs at most `running` tasks at a time, keeps `waiting` in line, and refuses the rest at once', async () => {
    const gate = new ConcurrencyGate(2, 1);
    const [a, b, c] = [held('a'), held('b'), held('c')];
    const results = [gate.run(a.task), gate.run(b.task), gate.run(c.task)];
    expect(await gate.run(async () => 'd')).toEqual({ kind: 'busy' });
    await tick();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    a.finish();
    await tick();
    expect(c.started()).toBe(true);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual([
      { kind: 'done', value: 'a' },
      { kind: 'done', value: 'b' },
      { kind: 'done', value: 'c' },
    ]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that fails, and passes the failure on', async () => {
    const gate = new ConcurrencyGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('hash failed')))).rejects.toThrow('hash failed');
    expect(await gate.run(async () => 7)).toEqual({ kind: 'done', value: 7 });
  });

  it('needs at least one running place and no negative line', () => {
    expect(() => new ConcurrencyGate(0, 1)).toThrow(RangeError);
    expect(() => new ConcurrencyGate(1.5, 1)).toThrow(RangeError);
    expect(() => new ConcurrencyGate(1, -1)).toThrow(RangeError);
    expect(() => new ConcurrencyGate(1, 0.5)).toThrow(RangeError);
    expect(() => new ConcurrencyGate(0, 1)).toThrow('A gate lets at least one task run');
    expect(() => new ConcurrencyGate(1, -1)).toThrow('A gate keeps zero or more tasks waiting');
  });
});
