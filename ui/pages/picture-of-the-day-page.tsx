import { useLocation } from 'react-router-dom';
import { galleryNote, PHOTO_QUERY_PARAMETER } from '../../domain/presentation/photo-carousel.js';
import type { PictureOfTheDayView } from '../../domain/presentation/picture-of-the-day-view.js';
import { usePhotoFeed } from '../api/photo-feed.js';
import { PhotoGallery, ServedPhotos } from '../components/photo-gallery.js';
import { ABOUT_PICTURE_OF_THE_DAY } from '../content/picture-of-the-day.js';
import { Island } from '../islands/island.js';
import * as layout from '../styles/layout.css.js';
import * as css from './picture-of-the-day-page.css.js';

/**
 * docs/product.md §2 /picture-of-the-day: the photo agency's feed as a carousel, with its three states (docs/product.md §4).
 * A static page (docs/decisions/083): the gallery is its island. The server renders the page with the feed's photos
 * (ui/entry-server.tsx renderPictureOfTheDay puts them in the query cache, read here and never fetched); the island
 * hydrates from the page's data block, or loads the photos itself when the page came without them.
 */
export function PictureOfTheDayPage({ title, lead, view }: { title: string; lead: string; view: PictureOfTheDayView }) {
  const served = usePhotoFeed(false).data;
  const photoParameter = new URLSearchParams(useLocation().search).get(PHOTO_QUERY_PARAMETER);
  const note = served === undefined ? undefined : galleryNote(served);

  return (
    <>
      <section className={layout.hero}>
        <h1 className={layout.heroTitle}>{title}</h1>
        <p className={layout.lead}>{lead}</p>
        {note !== undefined && <p className={css.galleryNote}>{note}</p>}
      </section>
      <div className={layout.page}>
        <ServedPhotos.Provider value={served}>
          <Island name="photo-gallery" when="idle" component={PhotoGallery} props={{ photoParameter, social: view.social ?? null }} />
        </ServedPhotos.Provider>
        <AboutSection />
      </div>
    </>
  );
}

function AboutSection() {
  return (
    <section className={layout.section} aria-labelledby="about-picture-of-the-day">
      <h2 id="about-picture-of-the-day">{ABOUT_PICTURE_OF_THE_DAY.title}</h2>
      {ABOUT_PICTURE_OF_THE_DAY.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
