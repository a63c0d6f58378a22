import { describe, expect, it } from 'vitest';
import { InMemoryClickCounts } from '../../adapters/memory/in-memory-click-counts.js';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { ClickBatcher } from './click-batcher.js';
import { ClickDashboardReader } from './click-dashboard-reader.js';
import { ClickIntake, type IncomingClick } from './click-intake.js';
import { ClickRateLimiter } from './click-rate-limit.js';
import { InvalidClickReportError } from './click-report.js';
import { LinkCatalogue } from './link-catalogue.js';

const catalogue = new LinkCatalogue(
  [{ id: 'tour:arenal-1', partner: 'marketplace', label: 'Arenal Volcano National Park Guided Hike' }],
  ['/destinations/arenal'],
  [{ linkId: 'tour:arenal-1', page: '/destinations/arenal', section: 'tours', position: 1 }],
);
const visitor: IncomingClick = {
  client: '203.0.113.7',
  fields: { link: 'tour:arenal-1', page: '/destinations/arenal', section: 'tours', position: '1' },
  userAgent: 'Mozilla/5.0 Chrome/140.0',
  // A beacon under the site's Referrer-Policy: no-referrer (docs/decisions/092).
  fetchSite: 'same-origin',
  origin: 'null',
  referrer: undefined,
};

function portal() {
  const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
  const scheduler = new InMemoryScheduler();
  const counts = new InMemoryClickCounts();
  const batcher = new ClickBatcher(counts, clock, scheduler);
  const intake = new ClickIntake(catalogue, batcher, new ClickRateLimiter(clock, 2), (userAgent) => userAgent.includes('bot'), 'costaricagateway.com');
  return { clock, scheduler, batcher, intake, reader: new ClickDashboardReader(counts, catalogue, clock) };
}

describe('the click intake', () => {
  it('counts a visitor\'s click, and the dashboard shows it once written', async () => {
    const { scheduler, batcher, intake, reader } = portal();
    expect(intake.receive(visitor)).toEqual({ kind: 'counted' });
    expect((await reader.dashboard(7)).total).toBe(0);
    scheduler.advance(1000);
    await batcher.flush();
    const dashboard = await reader.dashboard(7);
    expect(dashboard.topLinks).toEqual([{ linkId: 'tour:arenal-1', label: 'Arenal Volcano National Park Guided Hike', partner: 'marketplace', clicks: 1, share: 1 }]);
    expect(dashboard.topPages).toEqual([{ page: '/destinations/arenal', clicks: 1, share: 1 }]);
    expect(await reader.csv(30)).toEqual({
      fileName: 'clicks-2026-10-27-to-2026-11-25.csv',
      text: 'day,partner,link,label,page,section,position,clicks\r\n2026-11-25,GetYourGuide,tour:arenal-1,Arenal Volcano National Park Guided Hike,/destinations/arenal,tours,1,1\r\n',
    });
  });

  it('answers a robot and a click from elsewhere without counting them', async () => {
    const { batcher, intake } = portal();
    expect(intake.receive({ ...visitor, userAgent: 'Googlebot/2.1' })).toEqual({ kind: 'ignored' });
    expect(intake.receive({ ...visitor, client: 'other', fetchSite: 'cross-site' })).toEqual({ kind: 'ignored' });
    // The Host header is the sender's choice: a Referer on the host it names is not our site.
    expect(intake.receive({ ...visitor, client: 'third', fetchSite: undefined, origin: undefined, referrer: 'http://evil.example/x' })).toEqual({ kind: 'ignored' });
    expect(batcher.waiting).toBe(0);
  });

  it('refuses a report naming a link the catalogue does not know', () => {
    const { intake } = portal();
    expect(() => intake.receive({ ...visitor, fields: { ...visitor.fields, link: 'tour:invented-7' } })).toThrow(InvalidClickReportError);
  });

  it('refuses a report placing a known link where its page does not show it, so no made-up place is stored', () => {
    const { intake, batcher } = portal();
    expect(() => intake.receive({ ...visitor, fields: { ...visitor.fields, section: 'made-up' } })).toThrow('shows no tour:arenal-1 at position 1 of section "made-up"');
    expect(batcher.waiting).toBe(0);
  });

  it('limits each client before it reads the report', () => {
    const { intake } = portal();
    intake.receive(visitor);
    intake.receive(visitor);
    expect(intake.receive({ ...visitor, fields: { ...visitor.fields, link: 'tour:invented-7' } })).toEqual({ kind: 'limited', retryAfterSeconds: 60 });
  });
});
