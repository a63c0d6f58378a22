import { describe, expect, it, vi } from 'vitest';
import { InMemoryConsentStore } from '../../adapters/memory/in-memory-consent-store.js';
import { InMemoryVisitMemory } from '../../adapters/memory/in-memory-visit-memory.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { ViewedPage } from '../../domain/analytics/events.js';
import { ACCEPT_ALL, REJECT_ALL } from '../../domain/consent/consent-choice.js';
import { Consent } from '../../domain/consent/consent.js';
import type { FollowedVisit, VisitPorts } from './followed-visit.js';
import { waitForVisitConsent } from './waiting-visit.js';

/** The visit's tracking itself needs a browser window; here it records what it was started with. */
const followed = vi.hoisted(() => ({ starts: [] as { page: ViewedPage; allowedAt: Date }[], changes: [] as ViewedPage[], stops: 0 }));
vi.mock('./followed-visit.js', () => ({
  followVisit: (_ports: VisitPorts, page: ViewedPage, allowedAt: Date): FollowedVisit => {
    followed.starts.push({ page, allowedAt });
    return { routeChanged: (next) => followed.changes.push(next), stop: () => (followed.stops += 1) };
  },
}));

const START = new Date('2026-11-26T10:00:00Z');
const HOME: ViewedPage = { path: '/', title: 'Home' };
const TOURS: ViewedPage = { path: '/tours', title: 'Tours' };

function ports() {
  const clock = new ManualClock(START);
  const memory = new InMemoryVisitMemory();
  const consent = new Consent(new InMemoryConsentStore(), { clock });
  return { sink: { send: vi.fn() }, clock, consent, memory };
}

/** The tracking's module loads by a dynamic import: a few turns of the event loop. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the visit before the visitor allowed tracking (docs/decisions/040, 083, 086)', () => {
  it('remembers the landing address at once, and loads no tracking for a visitor who has not chosen or who refused', async () => {
    followed.starts.length = 0;
    const page = ports();
    waitForVisitConsent(page, HOME, 'https://costaricagateway.com/?utm_source=newsletter');
    expect(page.memory.landing()).toBe('https://costaricagateway.com/?utm_source=newsletter');
    page.consent.choose(REJECT_ALL);
    await loaded();
    expect(followed.starts).toEqual([]);
  });

  it('starts the tracking once allowed, on the page shown then, counting from the moment of the choice', async () => {
    followed.starts.length = 0;
    const page = ports();
    const visit = waitForVisitConsent(page, HOME, 'https://costaricagateway.com/');
    visit.routeChanged(TOURS);
    page.clock.advance(4_000);
    page.consent.choose(ACCEPT_ALL);
    page.clock.advance(1_000);
    await loaded();
    expect(followed.starts).toEqual([{ page: TOURS, allowedAt: new Date(START.getTime() + 4_000) }]);
  });

  it('starts it once, tells it the pages that follow, and a stop before it arrived keeps it from starting', async () => {
    followed.starts.length = 0;
    followed.changes.length = 0;
    const page = ports();
    const visit = waitForVisitConsent(page, HOME, 'https://costaricagateway.com/');
    page.consent.choose(ACCEPT_ALL);
    page.consent.choose({ analytics: true, marketing: false });
    await loaded();
    visit.routeChanged(TOURS);
    expect(followed.starts).toHaveLength(1);
    expect(followed.changes).toEqual([TOURS]);

    const stoppedEarly = ports();
    waitForVisitConsent(stoppedEarly, HOME, 'https://costaricagateway.com/').stop();
    stoppedEarly.consent.choose(ACCEPT_ALL);
    const leftBeforeArrival = ports();
    const leaving = waitForVisitConsent(leftBeforeArrival, HOME, 'https://costaricagateway.com/');
    leftBeforeArrival.consent.choose(ACCEPT_ALL);
    leaving.stop();
    await loaded();
    expect(followed.starts).toHaveLength(1);
  });
});
