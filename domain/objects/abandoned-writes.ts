/**
 * What an object storage leaves behind when its process dies in the middle of a write (a kill -9, a
 * power cut): the files adapter's temporary files, S3's unfinished multipart uploads. Nothing reads
 * them and nothing else would ever remove them (docs/decisions/045-crash-leftovers-cleanup-at-start.md).
 */
export interface AbandonedWrites {
  /** Removes the unfinished writes started before `cutoff`; gives how many it removed. */
  removeStartedBefore(cutoff: Date): Promise<number>;
}
