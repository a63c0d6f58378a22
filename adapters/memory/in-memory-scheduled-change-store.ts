import type { NewScheduledChange, ScheduledChange, ScheduledChangeEnding, ScheduledChangeStore } from '../../domain/catalogue/scheduled-change-store.js';

/** A stored change with its claim: who holds it (not part of what the store gives). */
type Held = ScheduledChange & { readonly claimant?: string };

interface ScheduleState {
  readonly changes: Map<number, Held>;
  last: number;
}

const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function given({ claimant: _claimant, ...change }: Held): ScheduledChange {
  return copied(change);
}

const byDueTime = (a: ScheduledChange, b: ScheduledChange) => Date.parse(a.runAt) - Date.parse(b.runAt) || a.id - b.id;

/**
 * Scheduled changes in memory, for tests and the @domain scenarios: each call happens at once, between two awaits, so
 * a claim is atomic; `sharing()` gives a second instance over the same changes (a second server).
 */
export class InMemoryScheduledChangeStore implements ScheduledChangeStore {
  constructor(private readonly state: ScheduleState = { changes: new Map(), last: 0 }) {}

  sharing(): InMemoryScheduledChangeStore {
    return new InMemoryScheduledChangeStore(this.state);
  }

  async add(change: NewScheduledChange): Promise<ScheduledChange> {
    const stored: Held = { ...copied(change), id: ++this.state.last, state: 'pending' };
    this.state.changes.set(stored.id, stored);
    return given(stored);
  }

  async list(): Promise<ScheduledChange[]> {
    return [...this.state.changes.values()].map(given).sort(byDueTime);
  }

  async get(id: number): Promise<ScheduledChange | undefined> {
    const change = this.state.changes.get(id);
    return change === undefined ? undefined : given(change);
  }

  async claimDue(now: Date, claimant: string, leaseMs: number): Promise<ScheduledChange | undefined> {
    const due = [...this.state.changes.values()]
      .filter((change) => change.state === 'pending' && Date.parse(change.runAt) <= now.getTime() && !heldAt(change, now))
      .sort(byDueTime)[0];
    if (due === undefined) return undefined;
    const claimed: Held = { ...due, claimant, claimedUntil: new Date(now.getTime() + leaseMs).toISOString() };
    this.state.changes.set(due.id, claimed);
    return given(claimed);
  }

  async finish(id: number, claimant: string, ending: ScheduledChangeEnding, now: Date): Promise<boolean> {
    const change = this.state.changes.get(id);
    if (change?.state !== 'pending' || change.claimant !== claimant) return false;
    const { claimant: _claimant, claimedUntil: _until, ...rest } = change;
    this.state.changes.set(id, { ...rest, state: ending.state, outcome: ending.outcome, finishedAt: now.toISOString() });
    return true;
  }

  async cancel(id: number, now: Date): Promise<boolean> {
    const change = this.state.changes.get(id);
    if (change?.state !== 'pending' || heldAt(change, now)) return false;
    const { claimant: _claimant, claimedUntil: _until, ...rest } = change;
    this.state.changes.set(id, { ...rest, state: 'cancelled', finishedAt: now.toISOString() });
    return true;
  }
}

/** Whether a claim holds the change at `now`. */
function heldAt(change: ScheduledChange, now: Date): boolean {
  return change.claimedUntil !== undefined && Date.parse(change.claimedUntil) > now.getTime();
}
