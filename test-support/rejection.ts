/** The error a promise rejects with, to look into (vitest's `rejects.toThrow` does not give it back); throws when it is fulfilled. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the promise was fulfilled');
}
