import { coverPatternFor, coverPatternPath } from '../../domain/presentation/designed-cover.js';
import * as css from './designed-cover.css.js';

/**
 * docs/decisions/064: what a card shows when no drawing truly shows its subject: the place's name over
 * the category's pattern. It depicts no scene, so it is decorative (the card's heading names the tour). The category
 * picks the pattern but is not written on it: the card's category chip sits right under the cover, and the same word
 * twice in one card read as a repeated chip (issue 37, docs/decisions/145).
 */
export function DesignedCover({ place, category }: { place: string; category: string }) {
  return (
    <div className={css.cover} style={{ backgroundImage: `linear-gradient(rgb(15 23 42 / 0.1), rgb(15 23 42 / 0.62)), url(${coverPatternPath(coverPatternFor(category))})` }} aria-hidden="true">
      <span className={css.place}>{place}</span>
    </div>
  );
}
