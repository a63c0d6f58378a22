/**
 * The disk under the in-memory stores, for tests and the @domain level: filled, it refuses every write that would
 * change something, as a full disk refuses SQLite's (a write that changes nothing needs no room), and still serves
 * reads (issue 35, docs/decisions/093). One disk may be shared by several stores, as one DATA_DIR holds one database.
 */
export class InMemoryDisk {
  private full = false;

  /** From now on every write fails with the error a full file system gives (ENOSPC). */
  fill(): void {
    this.full = true;
  }

  /** Room again: writes succeed. */
  free(): void {
    this.full = false;
  }

  /** Called by a store before a write that changes something: throws while the disk is full. */
  write(): void {
    if (this.full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }
}
