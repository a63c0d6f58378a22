/** How long a check may keep failing before its failure counts. */
const WITHIN_MS = 5_000;

/**
 * Runs `check` until it passes, then returns what it returned; after five seconds of failures (or `withinMs`, for a
 * check that waits on slower work such as a publish) its last failure is the step's. In a browser the page reports,
 * and the cookie cleaner deletes, a moment after the action (their code is loaded once the visitor chose,
 * docs/decisions/083); at the other levels the first try passes.
 */
export async function eventually<T>(check: () => Promise<T> | T, withinMs = WITHIN_MS): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
