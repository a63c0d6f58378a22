/**
 * The keys an object storage holds, by when each object was last written: what the start-up cleanup needs to find the
 * sized copies of a photo that was never stored (docs/decisions/094). A write still in progress is not listed (a
 * file's temporary name, an unfinished multipart upload): those are AbandonedWrites.
 */
export interface StoredObjectListing {
  /** The keys `wanted` accepts among the objects last written before `cutoff`. */
  keysWrittenBefore(cutoff: Date, wanted: (key: string) => boolean): Promise<string[]>;
}
