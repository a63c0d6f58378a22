import { useEffect, useRef, useState } from 'react';
import type { AdminTour, AdminTourCategory } from '../../../domain/admin/admin-tour.js';
import { batchCardNote } from '../../../domain/admin/batch-assignment.js';
import { UPLOAD_ACCEPT } from '../../../domain/admin/upload-validation.js';
import { placesSentence, type PublicPlace } from '../../../domain/tours/public-places.js';
import { visuallyHidden } from '../../styles/layout.css.js';
import { badge, type BadgeTone } from '../badge.js';
import { button } from '../button.js';
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
  /** Issue 19: where the public site shows this tour's photo; empty when no public page does. */
  places: readonly PublicPlace[];
  reverting: boolean;
  onRevert: (tour: AdminTour) => void;
}

/**
 * docs/product.md §2 admin card: image, location tag, 'Custom' badge, category badge, title, 'Tour ID: n'; issue 19:
 * where its photo shows on the public site (a confirm step before uploading to a tour no visitor sees), "View on
 * site" and "Revert to the original picture". Every button names its tour for screen readers (issue 23).
 */
export function AdminTourCard({ tour, position, customImage, batchMode, uploading, busy, onFileChosen, places, reverting, onRevert }: AdminTourCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const titleId = `admin-tour-${tour.id}-title`;
  const unseen = places.length === 0;
  /** Issue 19: a photo for a tour no visitor sees waits for the operator's yes: the files dropped, or a pick to open. */
  const [confirming, setConfirming] = useState<File[] | 'pick' | undefined>(undefined);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const choose = (files: File[]) => (unseen ? setConfirming(files) : onFileChosen(tour, files));
  // A photo dropped on the card goes to this tour, like one chosen with its button.
  const drop = useFileDrop(choose, !batchMode && !busy);
  const named = <span className={visuallyHidden}> for {tour.title}</span>;
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
        <p className={unseen ? css.placesUnseen : css.places}>{placesSentence(places)}</p>
        {(customImage || !unseen) && (
          <div className={css.cardLinks}>
            {!unseen && (
              <a className={css.cardLink} href={places[0]!.route}>
                View on site<span className={visuallyHidden}>: {tour.title}</span>
              </a>
            )}
            {customImage && (
              <button type="button" className={css.linkButton} disabled={busy || reverting} aria-busy={reverting} onClick={() => onRevert(tour)}>
                {reverting ? 'Reverting...' : 'Revert to the original picture'}
                {named}
              </button>
            )}
          </div>
        )}
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
            {confirming ? (
              <div className={css.confirm} role="group" aria-labelledby={`${titleId}-confirm`}>
                <p id={`${titleId}-confirm`} className={css.placesUnseen}>
                  No public page shows {tour.title}: visitors will never see this photo. Upload it anyway?
                </p>
                <div className={css.cardLinks}>
                  <button
                    ref={confirmButton}
                    type="button"
                    className={button({ variant: 'secondary' })}
                    onClick={() => {
                      const files = confirming;
                      setConfirming(undefined);
                      if (files === 'pick') input.current?.click();
                      else onFileChosen(tour, files);
                    }}
                  >
                    Upload anyway{named}
                  </button>
                  <button type="button" className={button({ variant: 'secondary' })} onClick={() => setConfirming(undefined)}>
                    Cancel
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className={button({ variant: 'secondary', width: 'full' })}
                disabled={busy}
                aria-busy={uploading}
                aria-describedby={`${titleId}-drop`}
                data-upload-for={tour.id}
                onClick={() => (unseen ? setConfirming('pick') : input.current?.click())}
              >
                {uploading && <span className={css.spinner} aria-hidden="true" />}
                {uploading ? 'Uploading...' : 'Upload New Image'}
                {named}
              </button>
            )}
            <p id={`${titleId}-drop`} className={css.dropHint}>
              or drop a photo on the card
            </p>
          </>
        )}
      </div>
    </article>
  );
}
