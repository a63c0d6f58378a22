/**
 * The failed admin sign-ins per client address (docs/architecture.md §1 `SignInFailureLog`), shared by
 * every server so that the limit holds whichever server a client reaches
 * (docs/decisions/036-sessions-and-limits-in-the-database.md). The limit itself is the domain's
 * (`SignInLimiter`); the log only counts and stores, atomically (docs/decisions/052).
 */
export interface SignInFailureLog {
  /**
   * In one atomic step (one statement or one locked transaction, so parallel attempts on any server are
   * counted one after the other): when `client` has fewer than `perClient` attempts later than `after`, and
   * all clients together fewer than `overall`, records an attempt of `client` at `at` and gives its id;
   * otherwise records nothing and gives the attempts later than `after`, oldest first: the client's (`recent`) and
   * all clients' (`overall`), from which the domain tells how long the refused client must wait.
   */
  reserve(client: string, at: number, after: number, limits: AttemptLimits): Promise<AttemptReservation>;
  /** Forgets one reserved attempt (a sign-in that succeeded, or one never checked); an unknown id is ignored. */
  release(id: string): Promise<void>;
  /** The client's attempts later than `after`, oldest first. */
  failuresAfter(client: string, after: number): Promise<number[]>;
  /** Forgets every attempt, of every client, at or before `instant`. */
  forgetUpTo(instant: number): Promise<void>;
}

export interface AttemptLimits {
  readonly perClient: number;
  readonly overall: number;
}

export type AttemptReservation =
  | { readonly kind: 'reserved'; readonly id: string }
  | { readonly kind: 'refused'; readonly recent: readonly number[]; readonly overall: readonly number[] };
