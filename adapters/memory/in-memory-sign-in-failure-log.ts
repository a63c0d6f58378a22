import type { SignInFailureLog } from '../../domain/admin/sign-in-failure-log.js';

/** A SignInFailureLog in process memory: the counts end with the process (one server only). */
export class InMemorySignInFailureLog implements SignInFailureLog {
  private readonly failures = new Map<string, number[]>();

  async record(client: string, at: number): Promise<void> {
    this.failures.set(client, [...(this.failures.get(client) ?? []), at].sort((a, b) => a - b));
  }

  async failuresAfter(client: string, after: number): Promise<number[]> {
    return (this.failures.get(client) ?? []).filter((at) => at > after);
  }

  async forgetUpTo(instant: number): Promise<void> {
    for (const [client, times] of this.failures) {
      const kept = times.filter((at) => at > instant);
      if (kept.length === 0) this.failures.delete(client);
      else this.failures.set(client, kept);
    }
  }
}
