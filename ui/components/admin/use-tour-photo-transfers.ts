import { useEffect, useReducer, useRef, useState } from 'react';
import { SchedulerToken, TourPhotoUploadsToken } from '../../../domain/tokens.js';
import type { UploadMode } from '../../../domain/admin/upload-validation.js';
import { useService } from '../../services.js';
import { TourPhotoTransfers, type TransferListener } from './tour-photo-transfers.js';

/**
 * One upload widget per mode for the page's lifetime (created in an effect, so never during the prerender,
 * and destroyed with the page). `listener` may change between renders; the latest one is called.
 */
export function useTourPhotoTransfers(
  mode: UploadMode,
  token: string | undefined,
  tourIds: readonly number[],
  listener: Omit<TransferListener, 'changed'>,
): TourPhotoTransfers | undefined {
  const uploads = useService(TourPhotoUploadsToken);
  const scheduler = useService(SchedulerToken);
  const latest = useRef(listener);
  latest.current = listener;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [transfers, setTransfers] = useState<TourPhotoTransfers | undefined>(undefined);

  useEffect(() => {
    const created = new TourPhotoTransfers(mode, uploads, scheduler, tourIds, {
      refused: (reason) => latest.current.refused(reason),
      finished: (run) => latest.current.finished(run),
      sessionEnded: () => latest.current.sessionEnded(),
      changed: rerender,
    });
    setTransfers(created);
    return () => {
      created.destroy();
      setTransfers(undefined);
    };
  }, [mode, uploads, scheduler, tourIds]);

  useEffect(() => {
    if (transfers && token) transfers.signedIn(token);
  }, [transfers, token]);

  return transfers;
}
