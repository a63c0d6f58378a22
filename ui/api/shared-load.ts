/**
 * One load of a page's data shared by every part of the page that asks for it, as the app's query cache did for the
 * islands of a static page, which share no React context (docs/decisions/083): a second ask within `maxAgeMs` of the
 * first gets the same answer (or the same call still under way), a failed call is tried again `retries` times at
 * once, and a failure is not kept, so the next page that asks calls again.
 */
export class SharedLoad<T> {
  private last: { readonly at: number; readonly answer: Promise<T> } | undefined;

  constructor(
    private readonly rule: { readonly maxAgeMs: number; readonly retries: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(load: () => Promise<T>): Promise<T> {
    const at = this.now();
    if (this.last && at - this.last.at < this.rule.maxAgeMs) return this.last.answer;
    const answer = withRetries(load, this.rule.retries);
    const entry = { at, answer };
    this.last = entry;
    answer.catch(() => {
      if (this.last === entry) this.last = undefined;
    });
    return answer;
  }
}

async function withRetries<T>(load: () => Promise<T>, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
    }
  }
}
