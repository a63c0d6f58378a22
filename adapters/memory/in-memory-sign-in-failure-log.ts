import type { AttemptLimits, AttemptReservation, SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';
import { InMemoryDisk } from './in-memory-disk.js';

interface Attempt {
  readonly id: string;
  readonly client: string;
  readonly at: number;
}

/**
 * A SignInFailureLog in process memory: the counts end with the process (one server only). A reservation
 * checks and records with no await in between, so parallel attempts are counted one after the other. On a full
 * `disk` (InMemoryDisk) it refuses every write that would change something.
 */
export class InMemorySignInFailureLog implements SignInFailureLog {
  private attempts: Attempt[] = [];
  private nextId = 1;

  constructor(private readonly disk: InMemoryDisk = new InMemoryDisk()) {}

  async reserve(client: string, at: number, after: number, limits: AttemptLimits): Promise<AttemptReservation> {
    const recentOverall = this.attempts.filter((attempt) => attempt.at > after);
    const recent = recentOverall.filter((attempt) => attempt.client === client);
    if (recent.length >= limits.perClient || recentOverall.length >= limits.overall) {
      return { kind: 'refused', recent: instants(recent), overall: instants(recentOverall) };
    }
    this.disk.write();
    const id = String(this.nextId++);
    this.attempts.push({ id, client, at });
    return { kind: 'reserved', id };
  }

  async release(id: string): Promise<void> {
    this.keep((attempt) => attempt.id !== id);
  }

  async failuresAfter(client: string, after: number): Promise<number[]> {
    return instants(this.attempts.filter((attempt) => attempt.client === client && attempt.at > after));
  }

  async forgetUpTo(instant: number): Promise<void> {
    this.keep((attempt) => attempt.at > instant);
  }

  private keep(kept: (attempt: Attempt) => boolean): void {
    const left = this.attempts.filter(kept);
    if (left.length < this.attempts.length) this.disk.write();
    this.attempts = left;
  }
}

/** The attempts' instants, oldest first. */
function instants(attempts: readonly Attempt[]): number[] {
  return attempts.map((attempt) => attempt.at).sort((a, b) => a - b);
}
