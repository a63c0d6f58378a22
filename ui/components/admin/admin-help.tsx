import { MAX_FILES, MAX_UPLOAD_SIZE_TEXT, UPLOAD_FORMATS_TEXT } from '../../../domain/admin/upload-validation.js';
import * as css from './admin.css.js';

/** docs/product.md §2 help panel. */
export function AdminHelp() {
  return (
    <section className={css.help} aria-labelledby="admin-help-title">
      <h2 id="admin-help-title">How to replace tour photos</h2>
      <ul className={css.helpList}>
        <li>
          <strong>Single upload:</strong> choose 'Upload New Image' on a tour (or drop a photo on its card), then crop, adjust and apply; the
          upload shows its progress, tries again by itself when the connection drops, and can be cancelled.
        </li>
        <li>
          <strong>Batch upload:</strong> turn on Batch Upload and choose or drop up to {MAX_FILES.batch} photos; they go to the tours in list order, the first photo to the first tour.
        </li>
        <li>
          <strong>Auto enhancement:</strong> dark or very bright photos get their brightness and contrast corrected half a second after they open.
        </li>
        <li>
          <strong>WebP compression:</strong> WebP gives the smallest files for the same quality, so pages load faster.
        </li>
        <li>
          <strong>Crop presets:</strong> 16:9, 4:3, 1:1 or Free.
        </li>
        <li>
          <strong>Quality:</strong> from 60-100% for WebP and JPEG.
        </li>
        <li>
          <strong>Formats:</strong> {UPLOAD_FORMATS_TEXT} photos, {MAX_UPLOAD_SIZE_TEXT} max each.
        </li>
      </ul>
    </section>
  );
}
