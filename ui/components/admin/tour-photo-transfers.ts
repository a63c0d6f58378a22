import Uppy, { type Body, type Meta, type UppyFile } from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import { saveTourPhoto } from '../../../domain/admin/save-tour-photo.js';
import { TourPhotoUploadRun } from '../../../domain/admin/tour-photo-upload-run.js';
import { TourPhotoUploadFailed, type TourPhotoUploads } from '../../../domain/admin/tour-photo-uploads.js';
import { MAX_CONCURRENT_UPLOADS, retryAfterMsOf, retryWaitNotice, UploadRetries, type TransferFailure } from '../../../domain/admin/upload-retries.js';
import { uploadRestrictions, type UploadMode } from '../../../domain/admin/upload-validation.js';
import { storedPathOfUploadUrl } from '../../../domain/objects/object-id.js';
import type { CancelTask, Scheduler } from '../../../domain/kernel/scheduler.js';

/** What the widget keeps with each photo: the tour it goes to, once the upload starts. */
export interface TourPhotoMeta extends Meta {
  tourId?: number;
}
export type TourPhotoUppy = Uppy<TourPhotoMeta, Body>;
export type TourPhotoFile = UppyFile<TourPhotoMeta, Body>;

export interface TransferListener {
  /** A picked file the widget refused, in its own words (docs/decisions/009-upload-refusals.md). */
  refused(reason: string): void;
  /** Every photo of the upload has its outcome: the page says so (and logs a batch's failures). */
  finished(run: TourPhotoUploadRun): void;
  /** An admin call answered 401. */
  sessionEnded(): void;
  /** Something the page shows changed (a run started or ended). */
  changed(): void;
}

/** What the widget's XHR uploader hands over with a failed PUT: the request, once the server has answered. */
interface AnsweredRequest {
  readonly status?: unknown;
  getResponseHeader?(name: string): string | null;
}

/**
 * One failure of a photo's upload, in the domain's terms: our own calls reject with TourPhotoUploadFailed; the
 * widget's PUT rejects with its request attached (status 0 and no answer for a network error). The server's
 * Retry-After is read here, so UploadRetries alone decides when the photo is sent again (docs/decisions/084).
 */
export function failureOf(error: unknown, now = new Date()): TransferFailure {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (error instanceof TourPhotoUploadFailed) return { step: error.step, status: error.status, offline, retryAfterMs: error.retryAfterMs };
  const request = (error as { request?: AnsweredRequest | null } | undefined)?.request ?? undefined;
  const status = request?.status;
  if (typeof status !== 'number' || status <= 0) return { step: 'send', offline };
  return { step: 'send', status, offline, retryAfterMs: retryAfterMsOf(request?.getResponseHeader?.('Retry-After') ?? null, now) };
}

/**
 * The admin page's upload widget (docs/decisions/031-uppy-uploads.md): one Uppy per mode with the domain's
 * restrictions, its XHR uploader sending each photo with one PUT to a same-origin upload URL asked for right
 * before that PUT (so never one fetched before the operator started cropping), at most 6 at once, with
 * Uppy's progress. Around it, the domain's rules: which tour each file goes to (TourPhotoUploadRun), when a
 * failed transfer is tried again (UploadRetries alone, docs/decisions/084: the uploader's own retries are off;
 * through the widget's retryUpload, so each try gets a fresh URL), and the save of each stored photo
 * (saveTourPhoto) as the widget's post-processing step.
 */
export class TourPhotoTransfers {
  readonly uppy: TourPhotoUppy;
  private run: TourPhotoUploadRun | undefined;
  private retries = new UploadRetries();
  private readonly saving = new Set<string>();
  private readonly timers = new Set<CancelTask>();
  private refusing = false;
  private token = '';

  constructor(
    readonly mode: UploadMode,
    private readonly uploads: TourPhotoUploads<Blob>,
    private readonly scheduler: Scheduler,
    private readonly tourIds: readonly number[],
    private readonly listener: TransferListener,
  ) {
    this.uppy = new Uppy<TourPhotoMeta, Body>({
      id: `tour-photos-${mode}`,
      autoProceed: false,
      // docs/product.md §9: a file added while an upload runs is refused ("Cannot add more files").
      allowMultipleUploadBatches: false,
      restrictions: uploadRestrictions(mode),
    });
    this.uppy.use(XHRUpload<TourPhotoMeta, Body>, {
      // The raw photo in one PUT to a same-origin, single-use upload URL (docs/decisions/021), asked for right
      // before each try, so a retry never reuses a URL and none is fetched while the operator still crops.
      method: 'PUT',
      formData: false,
      limit: MAX_CONCURRENT_UPLOADS,
      endpoint: (file) => this.freshUploadUrl(file),
      // docs/decisions/084: the widget never retries by itself (its own 300/600/1200 ms tries would hammer a
      // rate limit); every failure comes to transferFailed, where the domain's schedule decides.
      shouldRetry: () => false,
      // The server answers {objectPath}; the widget keeps the address it sent to, the photo's stored path's source.
      getResponseData: (request) => ({ url: request.responseURL }),
    });
    this.uppy.on('restriction-failed', (_file, error) => this.refuse(error.message));
    this.uppy.on('upload', (_uploadID, files) => this.begin(files));
    this.uppy.on('retry-all', (files) => {
      for (const file of files) this.dropScheduledRetry(file.id);
    });
    this.uppy.on('upload-retry', (file) => {
      if (file && !this.retryingOurselves) this.dropScheduledRetry(file.id);
    });
    this.uppy.on('upload-error', (file, error) => {
      if (file) this.transferFailed(file.id, error);
    });
    this.uppy.on('file-removed', (file) => {
      this.removed(file.id);
      this.listener.changed();
    });
    // The batch review lists the photos waiting in the widget (issue 19), however they were added.
    this.uppy.on('files-added', () => this.listener.changed());
    this.uppy.addPostProcessor((fileIDs) => this.saveStored(fileIDs));
    // The widget's own notice flashes by (a notice of duration 0 is hidden at once), so the page keeps it on show.
    this.offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    this.uppy.on('is-offline', () => this.setOffline(true));
    this.uppy.on('is-online', () => {
      this.setOffline(false);
      this.retryThoseWaitingForTheConnection();
    });
  }

  /** The photos whose last try failed while the browser was offline: sent again once it is back online. */
  private readonly waitingForConnection = new Set<string>();

  /**
   * The widget's endpoint: a fresh upload URL for this try. Its failure is reported as the widget reports a failed
   * PUT (upload-error), so the page shows it the same way and transferFailed schedules the retry.
   */
  private async freshUploadUrl(fileOrBundle: TourPhotoFile | TourPhotoFile[]): Promise<string> {
    const file = Array.isArray(fileOrBundle) ? fileOrBundle[0]! : fileOrBundle;
    try {
      return await this.uploads.requestUploadUrl(this.token);
    } catch (error) {
      const current = this.uppy.getFile(file.id);
      if (current) this.uppy.emit('upload-error', current, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  private retryThoseWaitingForTheConnection(): void {
    const waiting = [...this.waitingForConnection];
    this.waitingForConnection.clear();
    for (const fileId of waiting) this.retry(fileId, 0);
  }

  private offline: boolean;

  /** The scheduled next try of each photo waiting for one, and whether the current retryUpload is ours (not the operator's). */
  private readonly retryTimers = new Map<string, CancelTask>();
  private retryingOurselves = false;

  /** Each photo waiting for its next try, with the delay it waits (issue 19: the page says so, beside the widget's "Upload failed"). */
  private readonly retryDelays = new Map<string, number>();

  /**
   * The widget's "No Internet connection" while the browser is offline (transfers wait and resume by themselves),
   * else how long the photos waiting for their next try wait.
   */
  get connectionNotice(): string | undefined {
    return this.offline ? this.uppy.i18n('noInternetConnection') : retryWaitNotice([...this.retryDelays.values()]);
  }

  private setOffline(offline: boolean): void {
    if (this.offline === offline) return;
    this.offline = offline;
    this.listener.changed();
  }

  /** The admin token every call carries (docs/architecture.md §3). */
  signedIn(token: string): void {
    this.token = token;
  }

  /** An upload runs: its photos have not all got their outcome yet. */
  get busy(): boolean {
    return this.run !== undefined;
  }

  /**
   * Empties the widget and adds the picked photos (single mode: the widget takes one). The added photo's
   * id, or undefined when the widget refused the pick (it says why through `refused`).
   */
  pickSingle(files: readonly File[]): string | undefined {
    this.cancel();
    this.uppy.addFiles(files.map((file) => ({ name: file.name, type: file.type, data: file, source: 'Local' })));
    return this.uppy.getFiles()[0]?.id;
  }

  /** Adds picked photos (batch mode): those the widget accepts; the others are refused in its words. How many were added. */
  addMany(files: readonly File[]): number {
    // A finished upload's files make room for the next pick.
    if (!this.run && this.uppy.getFiles().some((file) => file.progress.uploadComplete || file.error)) this.cancel();
    const before = this.uppy.getFiles().length;
    this.uppy.addFiles(files.map((file) => ({ name: file.name, type: file.type, data: file, source: 'Local' })));
    return this.uppy.getFiles().length - before;
  }

  /** The crop dialog's result replaces the picked photo and goes to the tour (single mode); false when the widget refused it. */
  uploadCropped(cropped: File, tourId: number): boolean {
    const id = this.pickSingle([cropped]);
    if (id === undefined) return false;
    this.uppy.setFileMeta(id, { tourId });
    void this.uppy.upload().catch((error: unknown) => console.error('The upload could not start:', error));
    return true;
  }

  /** The photos waiting in the widget for the operator's go (batch mode), in the order they were added. */
  get waiting(): TourPhotoFile[] {
    return this.run ? [] : this.uppy.getFiles().filter((file) => !file.progress.uploadStarted && !file.progress.uploadComplete && !file.error);
  }

  /**
   * Issue 19 batch review: the operator's order of the waiting photos goes to the tours in list order (the
   * first photo to the first tour), then the upload starts. Photos left out of `fileIds` are removed.
   */
  uploadInOrder(fileIds: readonly string[]): void {
    const plan = TourPhotoUploadRun.batch(fileIds, this.tourIds);
    for (const file of this.uppy.getFiles()) if (plan.tourOf(file.id) === undefined) this.uppy.removeFile(file.id);
    for (const fileId of plan.fileIds) this.uppy.setFileMeta(fileId, { tourId: plan.tourOf(fileId) });
    this.uploadAll();
  }

  /** Starts the upload of the files in the widget (batch mode). */
  uploadAll(): void {
    void this.uppy.upload().catch((error: unknown) => console.error('The upload could not start:', error));
  }

  /** Cancel: stops every transfer, drops the files and forgets the run (nothing is saved after this). */
  cancel(): void {
    for (const cancel of this.timers) cancel();
    this.timers.clear();
    this.run = undefined;
    this.retries = new UploadRetries();
    this.saving.clear();
    this.waitingForConnection.clear();
    this.retryDelays.clear();
    this.retryTimers.clear();
    this.uppy.cancelAll();
    this.listener.changed();
  }

  destroy(): void {
    for (const cancel of this.timers) cancel();
    this.uppy.destroy();
  }

  /** docs/decisions/009-upload-refusals.md: the page names the first refusal of a pick (the widget's notice lists them). */
  private refuse(reason: string): void {
    if (this.refusing) return;
    this.refusing = true;
    queueMicrotask(() => (this.refusing = false));
    this.listener.refused(reason);
  }

  /** 'upload' (a new upload or a retry): the first one of a run ties every file to its tour. */
  private begin(files: readonly TourPhotoFile[]): void {
    if (this.run) return;
    const withTours = files.filter((file) => typeof file.meta.tourId === 'number');
    if (this.mode === 'single') {
      const [file] = withTours;
      if (!file) return;
      this.run = TourPhotoUploadRun.single(file.id, file.meta.tourId!);
    } else if (withTours.length === files.length) {
      // The widget's Retry after a run ended: each file keeps the tour it was given.
      this.run = TourPhotoUploadRun.assigned(withTours.map((file) => ({ file: file.id, tour: file.meta.tourId! })));
    } else {
      // docs/product.md §5: the files in the order they were added go to the tours in list order.
      this.run = TourPhotoUploadRun.batch(
        this.uppy.getFiles().map((file) => file.id),
        this.tourIds,
      );
      for (const fileId of this.run.fileIds) this.uppy.setFileMeta(fileId, { tourId: this.run.tourOf(fileId) });
    }
    this.listener.changed();
  }

  private transferFailed(fileId: string, error: unknown): void {
    const run = this.run;
    if (!run?.isPending(fileId)) return;
    const failure = failureOf(error);
    const move = this.retries.next(fileId, failure);
    switch (move.kind) {
      case 'session-ended':
        this.cancel();
        this.listener.sessionEnded();
        return;
      case 'give-up':
        run.failed(fileId, failure.step);
        this.settleIfDone();
        return;
      case 'retry-when-online':
        // Sent again when the widget says the browser is back online (is-online), not in a loop while offline.
        if (typeof navigator !== 'undefined' && navigator.onLine === false) this.waitingForConnection.add(fileId);
        else this.retry(fileId, 0);
        return;
      case 'retry':
        this.retry(fileId, move.delayMs);
    }
  }

  private retry(fileId: string, delayMs: number): void {
    this.retryDelays.set(fileId, delayMs);
    const cancel = this.scheduler.schedule(delayMs, () => {
      this.timers.delete(cancel);
      this.retryTimers.delete(fileId);
      this.retryDelays.delete(fileId);
      this.listener.changed();
      if (!this.run?.isPending(fileId) || !this.uppy.getFile(fileId)) return;
      this.retryingOurselves = true;
      try {
        void this.uppy.retryUpload(fileId)?.catch((error: unknown) => console.error('The retry could not start:', error));
      } finally {
        this.retryingOurselves = false;
      }
    });
    this.timers.add(cancel);
    this.retryTimers.set(fileId, cancel);
    this.listener.changed();
  }

  /** The operator pressed the widget's own Retry while a photo waited: that try replaces the scheduled one (never two at once). */
  private dropScheduledRetry(fileId: string): void {
    const cancel = this.retryTimers.get(fileId);
    if (!cancel) return;
    cancel();
    this.timers.delete(cancel);
    this.retryTimers.delete(fileId);
    this.retryDelays.delete(fileId);
    this.listener.changed();
  }

  /** The widget's post-processing: PUT /api/tours/{id}/image for each photo it stored. */
  private async saveStored(fileIDs: readonly string[]): Promise<void> {
    await Promise.all(fileIDs.map((fileId) => this.saveOne(fileId)));
  }

  private async saveOne(fileId: string): Promise<void> {
    const run = this.run;
    const file = this.uppy.getFile(fileId);
    const tourId = run?.tourOf(fileId);
    if (!run || !file || tourId === undefined || !file.progress.uploadComplete || file.error || !run.isPending(fileId) || this.saving.has(fileId)) return;
    this.saving.add(fileId);
    const objectPath = storedPathOfUploadUrl(file.uploadURL ?? '');
    this.uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Saving the tour photo' });
    const outcome = objectPath ? await saveTourPhoto(this.uploads, this.scheduler, this.token, tourId, objectPath) : ({ kind: 'failed' } as const);
    if (this.run !== run) return;
    if (outcome.kind === 'session-ended') {
      this.cancel();
      this.listener.sessionEnded();
      return;
    }
    if (outcome.kind === 'updated') run.saved(fileId, outcome.image);
    else run.failed(fileId, 'save');
    this.uppy.emit('postprocess-complete', this.uppy.getFile(fileId));
    this.settleIfDone();
  }

  /** A file removed from the widget during a run (its own remove button) ends as not uploaded. */
  private removed(fileId: string): void {
    if (!this.run?.isPending(fileId)) return;
    this.retryDelays.delete(fileId);
    this.run.failed(fileId, 'send');
    this.settleIfDone();
  }

  private settleIfDone(): void {
    const run = this.run;
    if (!run?.settled) return;
    this.run = undefined;
    this.retries = new UploadRetries();
    this.saving.clear();
    this.retryDelays.clear();
    this.retryTimers.clear();
    this.listener.finished(run);
    this.listener.changed();
  }
}
