/** The error a promise rejects with, for the contract suites (vitest's rejects.toThrow does not give it back). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the promise was fulfilled');
}
