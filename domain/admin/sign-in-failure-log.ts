/**
 * The failed admin sign-ins per client address (docs/architecture.md §1 `SignInFailureLog`), shared by
 * every server so that the limit holds whichever server a client reaches
 * (docs/decisions/036-sessions-and-limits-in-the-database.md). The limit itself is the domain's
 * (`SignInLimiter`).
 */
export interface SignInFailureLog {
  record(client: string, at: number): Promise<void>;
  /** The client's failures later than `after`, oldest first. */
  failuresAfter(client: string, after: number): Promise<number[]>;
  /** Forgets every failure, of every client, at or before `instant`. */
  forgetUpTo(instant: number): Promise<void>;
}
