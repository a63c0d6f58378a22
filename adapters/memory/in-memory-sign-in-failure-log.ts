import type { AttemptLimits, AttemptReservation, SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';

interface Attempt {
  readonly id: string;
  readonly client: string;
  readonly at: number;
}

/**
 * A SignInFailureLog in process memory: the counts end with the process (one server only). A reservation
 * checks and records with no await in between, so parallel attempts are counted one after the other.
 */
export class InMemorySignInFailureLog implements SignInFailureLog {
  private attempts: Attempt[] = [];
  private nextId = 1;

  async reserve(client: string, at: number, after: number, limits: AttemptLimits): Promise<AttemptReservation> {
    const recentOverall = this.attempts.filter((attempt) => attempt.at > after);
    const recent = recentOverall.filter((attempt) => attempt.client === client);
    if (recent.length >= limits.perClient || recentOverall.length >= limits.overall) {
      return { kind: 'refused', recent: instants(recent), overall: instants(recentOverall) };
    }
    const id = String(this.nextId++);
    this.attempts.push({ id, client, at });
    return { kind: 'reserved', id };
  }

  async release(id: string): Promise<void> {
    this.attempts = this.attempts.filter((attempt) => attempt.id !== id);
  }

  async failuresAfter(client: string, after: number): Promise<number[]> {
    return instants(this.attempts.filter((attempt) => attempt.client === client && attempt.at > after));
  }

  async forgetUpTo(instant: number): Promise<void> {
    this.attempts = this.attempts.filter((attempt) => attempt.at > instant);
  }
}

/** The attempts' instants, oldest first. */
function instants(attempts: readonly Attempt[]): number[] {
  return attempts.map((attempt) => attempt.at).sort((a, b) => a - b);
}
