import { describe, expect, it } from 'vitest';
import type { ClickCounts, DailyClickCount } from '../../domain/clicks/click-counts.js';
import { aDailyClickCount } from '../../test-support/click-reports.js';

const sorted = (counts: DailyClickCount[]) => [...counts].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/**
 * Every ClickCounts: adding is an increment per day, link and place; a period is read back with both ends included;
 * and a second instance on the same store (a second server) counts into the same totals.
 */
export function clickCountsContract(name: string, fresh: () => Promise<ClickCounts> | ClickCounts, secondOf: (first: ClickCounts) => Promise<ClickCounts> | ClickCounts): void {
  describe(`${name} honours the ClickCounts contract`, () => {
    const arenal = aDailyClickCount({ clicks: 3 });

    it('adds counts of the same day, link and place together, and keeps the others apart', async () => {
      const counts = await fresh();
      await counts.add([arenal, { ...arenal, position: 2, clicks: 1 }]);
      await counts.add([{ ...arenal, clicks: 2 }, { ...arenal, section: 'widget', clicks: 1 }, { ...arenal, page: '/', clicks: 4 }]);
      expect(sorted(await counts.between('2026-11-25', '2026-11-25'))).toEqual(
        sorted([
          { ...arenal, clicks: 5 },
          { ...arenal, position: 2, clicks: 1 },
          { ...arenal, section: 'widget', clicks: 1 },
          { ...arenal, page: '/', clicks: 4 },
        ]),
      );
    });

    it('reads a period with both its first and last day, and nothing outside it', async () => {
      const counts = await fresh();
      await counts.add(['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'].map((day) => ({ ...arenal, day, clicks: 1 })));
      expect((await counts.between('2026-11-01', '2026-11-30')).map((count) => count.day).sort()).toEqual(['2026-11-01', '2026-11-30']);
      expect(await counts.between('2027-01-01', '2027-01-31')).toEqual([]);
    });

    it('writes an empty batch as nothing', async () => {
      const counts = await fresh();
      await counts.add([]);
      expect(await counts.between('2000-01-01', '2100-01-01')).toEqual([]);
    });

    it('counts into the same totals from two instances, as two servers on one store do', async () => {
      const first = await fresh();
      const second = await secondOf(first);
      await Promise.all([first.add([arenal]), second.add([arenal]), first.add([{ ...arenal, clicks: 1 }]), second.add([{ ...arenal, clicks: 1 }])]);
      expect(await second.between('2026-11-25', '2026-11-25')).toEqual([{ ...arenal, clicks: 8 }]);
      expect(await first.between('2026-11-25', '2026-11-25')).toEqual([{ ...arenal, clicks: 8 }]);
    });
  });
}
