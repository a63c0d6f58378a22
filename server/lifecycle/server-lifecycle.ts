/** An answer still being prepared: it can still be told to close its connection. */
interface PendingAnswer {
  readonly headersSent: boolean;
  setHeader(name: string, value: string): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Whether this server is stopping (docs/decisions/055): from the first SIGTERM or SIGINT, GET /api/health answers
 * 503 and every answer, including those under way, carries `Connection: close`, so a load balancer stops sending
 * requests here and no connection outlives the answer it is waiting for.
 */
export class ServerLifecycle {
  private isStopping = false;
  private readonly pending = new Set<PendingAnswer>();

  get stopping(): boolean {
    return this.isStopping;
  }

  /** Follows an answer until it is sent, so that a stop can still mark it. */
  follow(answer: PendingAnswer): void {
    if (this.isStopping) {
      answer.setHeader('Connection', 'close');
      return;
    }
    this.pending.add(answer);
    answer.once('close', () => this.pending.delete(answer));
  }

  startStopping(): void {
    this.isStopping = true;
    for (const answer of this.pending) if (!answer.headersSent) answer.setHeader('Connection', 'close');
    this.pending.clear();
  }
}

export const SERVER_LIFECYCLE = Symbol.for('ServerLifecycle');
