/**
 * Calls answered by a worker thread, one message each way (docs/decisions/105, 143): the thread is started on the first
 * call; a call's failure comes back as whatever the worker sent in `error`, turned into an Error by `failed`; a worker
 * that stops fails every call under way and is started again on the next call. The worker never keeps a stopping
 * process alive.
 */
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** What a worker answers to `{ id, method, args }`: its result, or the failure it sends (text or data). */
interface Answer {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: unknown;
}

export class WorkerCalls {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /**
   * @param start makes the worker thread (called at the first call, and after the worker stopped)
   * @param failed the Error a call rejects with, from the failure the worker sent
   * @param name what the worker is, in the errors of a stopped worker ("The page renderer's worker")
   */
  constructor(
    private readonly start: () => Worker,
    private readonly failed: (error: unknown) => Error,
    private readonly name: string,
  ) {}

  /** Whether a worker thread is running now. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  call(method: string, args: readonly unknown[]): Promise<unknown> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    });
  }

  /** Stops the worker; calls under way fail, saying it was stopped (not that it crashed). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker === undefined) return;
    this.failPending(new Error(`${this.name} was stopped`));
    await worker.terminate();
  }

  private failPending(error: Error): void {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.on('message', ({ id, result, error }: Answer) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (error === undefined) call?.resolve(result);
      else call?.reject(this.failed(error));
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      this.failPending(error);
    };
    worker.on('error', (error) => failAll(new Error(`${this.name} stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => failAll(new Error(`${this.name} exited with code ${code}`)));
    // The worker must not keep a stopping server alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
