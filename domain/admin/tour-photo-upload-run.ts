import type { Toast } from '../notifications/toast.js';
import type { TourImage } from '../tours/tour-image.js';
import { batchCompleteToast, singleUploadToast, uploadToasts } from './admin-toasts.js';
import { assignBatch, type BatchAssignment } from './batch-assignment.js';
import type { UploadStep } from './tour-photo-uploads.js';

/** A tour of an upload whose photo was not saved, and the step it failed at (docs/product.md §8). */
export interface BatchFailure {
  readonly tourId: number;
  readonly step: UploadStep;
}

type Outcome = { readonly kind: 'updated'; readonly image: TourImage } | { readonly kind: 'failed'; readonly step: UploadStep };

/**
 * Use case, docs/product.md §5, §7, §8 with the upload widget (docs/decisions/031-uppy-uploads.md): the photos of
 * one upload, each tied to its tour before any byte is sent, whatever order the concurrent transfers end in.
 * It takes each file's outcome (saved, or failed at a step once its retries are over) and, once every file
 * has one, says what the page tells the operator: the single-photo toasts, or 'Batch Upload Complete' with
 * the count ('Upload Issue' when nothing was saved). Files are named by the widget's ids.
 */
export class TourPhotoUploadRun {
  private readonly outcomes = new Map<string, Outcome>();

  private constructor(
    private readonly mode: 'single' | 'batch',
    private readonly tours: ReadonlyMap<string, number>,
  ) {}

  /** One photo for one tour (its card or the crop dialog). */
  static single(fileId: string, tourId: number): TourPhotoUploadRun {
    return new TourPhotoUploadRun('single', new Map([[fileId, tourId]]));
  }

  /** docs/product.md §5 batch upload: the files in the order they were added go to the tours in list order (assignBatch). */
  static batch(fileIds: readonly string[], tourIds: readonly number[]): TourPhotoUploadRun {
    const plan = assignBatch(fileIds, tourIds);
    return new TourPhotoUploadRun('batch', new Map(plan.assignments.map(({ file, tour }) => [file, tour])));
  }

  /** Files whose tours were given earlier (the operator retries failed files of a batch): each keeps its tour. */
  static assigned(assignments: readonly BatchAssignment<string, number>[]): TourPhotoUploadRun {
    return new TourPhotoUploadRun('batch', new Map(assignments.map(({ file, tour }) => [file, tour])));
  }

  /** The files of the run, in their tours' order. */
  get fileIds(): string[] {
    return [...this.tours.keys()];
  }

  tourOf(fileId: string): number | undefined {
    return this.tours.get(fileId);
  }

  /** A file of the run that has no outcome yet. */
  isPending(fileId: string): boolean {
    return this.tours.has(fileId) && !this.outcomes.has(fileId);
  }

  saved(fileId: string, image: TourImage): void {
    if (this.isPending(fileId)) this.outcomes.set(fileId, { kind: 'updated', image });
  }

  /** docs/product.md §8: a tour of a batch that fails is reported (and logged by the page); the others go on. */
  failed(fileId: string, step: UploadStep): void {
    if (this.isPending(fileId)) this.outcomes.set(fileId, { kind: 'failed', step });
  }

  get settled(): boolean {
    return this.outcomes.size === this.tours.size;
  }

  get updated(): TourImage[] {
    return [...this.outcomes.values()].flatMap((outcome) => (outcome.kind === 'updated' ? [outcome.image] : []));
  }

  get failures(): BatchFailure[] {
    return [...this.outcomes].flatMap(([fileId, outcome]) => (outcome.kind === 'failed' ? [{ tourId: this.tours.get(fileId)!, step: outcome.step }] : []));
  }

  /** What the page says once every file has its outcome. */
  get toast(): Toast | undefined {
    if (!this.settled) return undefined;
    if (this.mode === 'single') {
      const [fileId, outcome] = [...this.outcomes][0]!;
      return singleUploadToast(outcome, this.tours.get(fileId)!);
    }
    const updated = this.updated.length;
    return updated === 0 ? uploadToasts.nothingUploaded : batchCompleteToast(updated);
  }
}
