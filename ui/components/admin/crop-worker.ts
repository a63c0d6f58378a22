import { exportOnOffscreenCanvas, type ExportJob } from './crop-pipeline.js';

/**
 * The crop dialog's worker (docs/decisions/046): decode, shrink, crop, adjust and encode off the main thread,
 * so the dialog keeps answering while a 12-megapixel photo is exported.
 */
export interface CropWorkerRequest {
  readonly file: Blob;
  readonly sourceScale: number;
  readonly job: ExportJob;
}

export type CropWorkerAnswer = { readonly blob: Blob } | { readonly error: string };

// The worker's global scope, typed by hand: the project's TypeScript libraries are the DOM's, not WebWorker's.
const scope = self as unknown as { onmessage: ((event: MessageEvent<CropWorkerRequest>) => void) | null; postMessage(answer: CropWorkerAnswer): void };

scope.onmessage = (event) => {
  const { file, sourceScale, job } = event.data;
  exportOnOffscreenCanvas(file, sourceScale, job).then(
    (blob) => scope.postMessage({ blob }),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
