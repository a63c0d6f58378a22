import { describe, expect, it } from 'vitest';
import type { Scheduler } from '../../domain/kernel/scheduler.js';

/** What every Scheduler does (docs/architecture.md §1). `elapse` lets real time or virtual time pass. */
export function schedulerContract(name: string, fresh: () => { scheduler: Scheduler; elapse: (ms: number) => Promise<void> }): void {
  describe(`${name} honours the Scheduler contract`, () => {
    it('runs a task once after its delay, not before', async () => {
      const { scheduler, elapse } = fresh();
      const runs: string[] = [];
      scheduler.schedule(30, () => runs.push('ran'));
      await elapse(5);
      expect(runs).toEqual([]);
      await elapse(60);
      expect(runs).toEqual(['ran']);
      await elapse(60);
      expect(runs).toEqual(['ran']);
    });

    it('runs tasks in the order they fall due', async () => {
      const { scheduler, elapse } = fresh();
      const runs: string[] = [];
      scheduler.schedule(40, () => runs.push('late'));
      scheduler.schedule(10, () => runs.push('early'));
      await elapse(80);
      expect(runs).toEqual(['early', 'late']);
    });

    it('does not run a cancelled task, and cancelling twice is harmless', async () => {
      const { scheduler, elapse } = fresh();
      const runs: string[] = [];
      const cancel = scheduler.schedule(10, () => runs.push('ran'));
      cancel();
      cancel();
      await elapse(40);
      expect(runs).toEqual([]);
    });
  });
}
