import { useRef } from 'react';
import type { AdminTour, AdminTourCategory } from '../../../domain/admin/admin-tour.js';
import { batchCardNote } from '../../../domain/admin/batch-assignment.js';
import { UPLOAD_ACCEPT } from '../../../domain/admin/upload-validation.js';
import { badge, type BadgeTone } from '../badge.css.js';
import { button } from '../button.css.js';
import { FallbackImage } from '../fallback-image.js';
import * as css from './admin.css.js';
import { useFileDrop } from './file-drop.js';

const CATEGORY_TONE: Record<AdminTourCategory, BadgeTone> = {
  Adventure: 'orange',
  Thrill: 'red',
  Nature: 'green',
  Ocean: 'blue',
  Wildlife: 'amber',
};

interface AdminTourCardProps {
  tour: AdminTour;
  /** 1-based place in the list (batch uploads follow it). */
  position: number;
  customImage: string | undefined;
  batchMode: boolean;
  uploading: boolean;
  /** Disables every card's upload while another upload runs. */
  busy: boolean;
  onFileChosen: (tour: AdminTour, files: File[]) => void;
}

/** docs/product.md §2 admin card: image, location tag, 'Custom' badge, category badge, title, 'Tour ID: n'. */
export function AdminTourCard({ tour, position, customImage, batchMode, uploading, busy, onFileChosen }: AdminTourCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const titleId = `admin-tour-${tour.id}-title`;
  // A photo dropped on the card goes to this tour, like one chosen with its button.
  const drop = useFileDrop((files) => onFileChosen(tour, files), !batchMode && !busy);
  return (
    <article className={css.card} aria-labelledby={titleId} data-drop-over={drop.over || undefined} {...drop.handlers}>
      <div className={css.media}>
        <FallbackImage className={css.image} src={customImage ?? tour.currentImage} alt={tour.title} width={800} height={500} loading="lazy" decoding="async" />
        <div className={css.mediaBadges}>
          <span className={badge({ tone: 'outline' })}>{tour.location}</span>
          {customImage && <span className={badge({ tone: 'purple' })}>Custom</span>}
        </div>
      </div>
      <div className={css.body}>
        <div>
          <span className={badge({ tone: CATEGORY_TONE[tour.category] })}>{tour.category}</span>
        </div>
        <h2 id={titleId} className={css.cardTitle}>
          {tour.title}
        </h2>
        <p className={css.muted}>Tour ID: {tour.id}</p>
      </div>
      <div className={css.footer}>
        {batchMode ? (
          <p className={css.muted}>{batchCardNote(position)}</p>
        ) : (
          <>
            <input
              ref={input}
              type="file"
              accept={UPLOAD_ACCEPT}
              hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) onFileChosen(tour, files);
              }}
            />
            <button
              type="button"
              className={button({ variant: 'secondary', width: 'full' })}
              disabled={busy}
              aria-busy={uploading}
              aria-describedby={`${titleId}-drop`}
              onClick={() => input.current?.click()}
            >
              {uploading && <span className={css.spinner} aria-hidden="true" />}
              {uploading ? 'Uploading...' : 'Upload New Image'}
            </button>
            <p id={`${titleId}-drop`} className={css.dropHint}>
              or drop a photo on the card
            </p>
          </>
        )}
      </div>
    </article>
  );
}
