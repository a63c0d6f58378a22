import { InMemoryAdminApi } from '../../../adapters/memory/in-memory-admin-api.js';
import { InMemoryScheduler } from '../../../adapters/memory/in-memory-scheduler.js';
import { readQueryResponse } from '../../../adapters/http/read-query-response.js';
import { AdminSession } from '../../../domain/admin/admin-session.js';
import { TourPhotoUploadRun } from '../../../domain/admin/tour-photo-upload-run.js';
import { UploadRetries, type NextMove } from '../../../domain/admin/upload-retries.js';
import { checkUploads, type CandidateFile, type UploadCheck } from '../../../domain/admin/upload-validation.js';
import { queryUrlFor } from '../../../domain/data-loading/data-loading.js';
import { autoEnhance, meanBrightness, type ToneAdjustments } from '../../../domain/images/auto-enhance.js';
import { fitCropToMinimum } from '../../../domain/images/crop-minimum.js';
import { DEFAULT_CROP_SETTINGS, resetAdjustments, resetFraming, rotated, withAspect, withFormat, withSlider, type CropArea, type CropSettings } from '../../../domain/images/crop-settings.js';
import type { Toast } from '../../../domain/notifications/toast.js';
import { ToastQueue } from '../../../domain/notifications/toast-queue.js';
import { ADMIN_TOUR_IDS } from '../catalogue.js';
import type { AutoEnhanceDialog, CropSettingsPanel, DataLoading, UploadWidget } from '../portal.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';

/**
 * The rules the admin page and the data loader apply in the browser, at @domain: the domain's own functions and use
 * cases over in-memory adapters and a fake clock, kept for one scenario (the page's state lives here, not in the world).
 */
export function domainUploadWidget(): UploadWidget {
  let picked: CandidateFile[] = [];
  let uploading = false;
  let check: UploadCheck<CandidateFile> = { accepted: [], refused: [] };
  let moves: NextMove[] = [];
  let session: AdminSession | undefined;
  const toasts: Toast[] = [];
  let run: TourPhotoUploadRun | undefined;
  return {
    pick: (files, mode) => {
      check = checkUploads(files, mode, picked, { uploading });
      picked = [...picked, ...check.accepted];
    },
    lastCheck: () => check,
    startUpload: () => {
      uploading = true;
    },
    failTransfer: (failure, times) => {
      const retries = new UploadRetries();
      moves = Array.from({ length: times }, () => retries.next('photo', failure));
    },
    moves: () => moves,
    signIn: async () => {
      session = new AdminSession(new InMemoryAdminApi(TEST_ADMIN_PASSWORD));
      session.typePassword(TEST_ADMIN_PASSWORD);
      await session.submit();
    },
    answerUnauthorized: () => {
      // The widget hands a 401 to the page (UploadRetries' 'session-ended'), which ends the session.
      if (new UploadRetries().next('photo', { step: 'upload-url', status: 401 }).kind !== 'session-ended') return;
      const toast = session?.sessionEnded();
      if (toast) toasts.push(toast);
    },
    locked: () => session?.snapshot.access === 'locked' && session.token === undefined,
    toastsShown: () => toasts,
    startBatch: (files) => {
      run = TourPhotoUploadRun.batch(files, ADMIN_TOUR_IDS);
    },
    batch: () => run ?? (() => { throw new Error('No batch was started'); })(),
  };
}

export function domainAutoEnhance(): AutoEnhanceDialog {
  let rgba: Uint8ClampedArray = new Uint8ClampedArray(0);
  let sliders: ToneAdjustments = { brightness: 100, contrast: 100 };
  let mean = Number.NaN;
  return {
    open: (pixels) => {
      rgba = pixels;
    },
    setSliders: (set) => {
      sliders = set;
    },
    enhance: () => {
      mean = meanBrightness(rgba);
      sliders = autoEnhance(sliders, mean);
    },
    measuredBrightness: () => mean,
    sliders: () => sliders,
  };
}

/** The crop dialog's settings: the domain's functions the dialog calls on each control (domain/images/crop-settings.ts). */
export function domainCropSettings(): CropSettingsPanel {
  let settings: CropSettings = DEFAULT_CROP_SETTINGS;
  let area: CropArea | undefined;
  return {
    open: () => {
      settings = DEFAULT_CROP_SETTINGS;
      area = undefined;
    },
    settings: () => settings,
    setSlider: (slider, value) => {
      settings = withSlider(settings, slider, value);
    },
    chooseAspect: (preset) => {
      settings = withAspect(settings, preset);
    },
    turnTo: (degrees) => {
      settings = { ...settings, rotation: degrees };
    },
    rotate: (direction) => {
      settings = rotated(settings, direction);
    },
    press: (button) => {
      settings = button === 'Reset' ? resetFraming(settings) : resetAdjustments(settings);
    },
    chooseFormat: (format) => {
      settings = withFormat(settings, format);
    },
    cropperReports: (reported, photo) => {
      area = photo ? fitCropToMinimum(reported, photo, settings.aspect) : reported;
    },
    croppedArea: () => area,
  };
}

export function domainDataLoading(): DataLoading {
  const scheduler = new InMemoryScheduler();
  const queue = new ToastQueue(scheduler);
  let result: { data: unknown } | { error: Error } | undefined;
  return {
    addressOf: (queryKey) => queryUrlFor([...queryKey]),
    load: async ({ status, statusText, body }, on401) => {
      const answer = { ok: status >= 200 && status < 300, status, statusText, text: async () => body, json: async () => JSON.parse(body) as unknown };
      result = await readQueryResponse(answer, on401).then(
        (data) => ({ data }),
        (error: Error) => ({ error }),
      );
    },
    lastLoad: () => result,
    showToast: (title) => queue.show({ title, variant: 'default' }),
    dismissFirstToast: () => queue.dismiss(queue.toasts[0]!.id),
    wait: (ms) => scheduler.advance(ms),
    toasts: () => queue.toasts.map(({ title, open }) => ({ title, open })),
  };
}
