import type { ReactNode } from 'react';
import type { TopicIcon as TopicIconName } from '../../domain/presentation/topic-icon.js';

/**
 * One line drawing per topic (domain/presentation/topic-icon.ts), on the 24 × 24 grid and stroke of ./icons.tsx, so
 * they sit beside the site's other icons. A Record, so a new name without a drawing does not compile.
 */
const DRAWINGS: Readonly<Record<TopicIconName, ReactNode>> = {
  volcano: (
    <>
      <path d="M2.5 20.5 9 9.5h6l6.5 11z" />
      <path d="M10.2 9.5l1.8 1.8 1.8-1.8" />
      <path d="M12 6.5c-1.2-.9-.8-2.6.8-2.7 1.5-.1 2-1.6 1-2.6" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19C5 10 10 4.5 20 4.5 20 14 14 19.5 6 19.5" />
      <path d="M4 20.5 14 10.5" />
    </>
  ),
  paw: (
    <>
      <path d="M12 12.5c-2.8 0-5 2.6-5 4.9 0 1.6 1.4 2.3 2.7 2.1 1-.2 1.5-.6 2.3-.6s1.3.4 2.3.6c1.3.2 2.7-.5 2.7-2.1 0-2.3-2.2-4.9-5-4.9z" />
      <circle cx="5.5" cy="10" r="1.7" />
      <circle cx="9.3" cy="6.2" r="1.8" />
      <circle cx="14.7" cy="6.2" r="1.8" />
      <circle cx="18.5" cy="10" r="1.7" />
    </>
  ),
  wave: (
    <>
      <path d="M2 17c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" />
      <path d="M3.5 12C4.8 7.4 9 4.6 13.3 5.2c3 .4 4.4 2.9 3 4.6-1.2 1.5-3.8.9-3.8-1.2" />
    </>
  ),
  mask: (
    <>
      <path d="M2.5 8.5h16v5a2.5 2.5 0 0 1-2.5 2.5h-3.5l-2-2-2 2H5a2.5 2.5 0 0 1-2.5-2.5z" />
      <path d="M10.5 8.5v5.5" />
      <path d="M21.5 6v10.5a3.5 3.5 0 0 1-3.5 3.5h-3" />
    </>
  ),
  coffee: (
    <>
      <path d="M4 10h12v4a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
      <path d="M16 11h1.5a2.5 2.5 0 0 1 0 5H16" />
      <path d="M8 3.5v3M12 3.5v3" />
      <path d="M3 21.5h14" />
    </>
  ),
  sailboat: (
    <>
      <path d="M12 2.5v15" />
      <path d="M12 4.5l7 11h-7" />
      <path d="M11 7.5 5.5 15.5H11" />
      <path d="M3 18h18l-2.5 3.5h-13z" />
    </>
  ),
  palm: (
    <>
      <path d="M11 21.5c0-4.5.8-8 2.5-11" />
      <path d="M13.5 10.5C11.5 7.5 7.5 7 4.5 9" />
      <path d="M13.5 10.5c1-3 4.8-4.2 7.5-2.3" />
      <path d="M13.5 10.5c-.8-3-.3-5.8 2.2-7.8" />
      <path d="M13.5 10.5c2.2.3 4.6 2.3 4.8 5" />
      <path d="M13.5 10.5c-2.8.2-5.6 2.2-6.3 5" />
      <path d="M6 21.5h11" />
    </>
  ),
  'whale-tail': (
    <>
      <path d="M12 18.5v-4C12 11.2 10 9 5 7c3.3-.3 5.6.8 7 3 1.4-2.2 3.7-3.3 7-3-5 2-7 4.2-7 7.5" />
      <path d="M2.5 19.5c2 0 2.3 1.5 4.5 1.5s2.5-1.5 5-1.5 2.8 1.5 5 1.5 2.5-1.5 4.5-1.5" />
    </>
  ),
  sunset: (
    <>
      <path d="M7 16.5a5 5 0 0 1 10 0" />
      <path d="M12 6.5v2.5M5 9.5l1.8 1.8M19 9.5l-1.8 1.8M2.5 16.5H4.5M19.5 16.5h2" />
      <path d="M2.5 16.5h19M6 20h12" />
    </>
  ),
  lotus: (
    <>
      <path d="M12 19.5c-1.8-2.8-1.8-7.2 0-11 1.8 3.8 1.8 8.2 0 11z" />
      <path d="M12 19.5C8 19.5 3.8 17.4 3 13c3.6-.2 6.8 1.6 9 6.5 2.2-4.9 5.4-6.7 9-6.5-.8 4.4-5 6.5-9 6.5z" />
    </>
  ),
  bird: (
    <>
      <path d="M3.5 19.5 8 15.5c-1.8-2.5-1.3-6.4 1.4-8.6C11.9 4.8 15.5 4.6 17.5 6.5l3.5 1-3 1.5c.4 4.6-2.3 8.5-7 9" />
      <path d="M11 18l-1 3.5M13.5 17.5l.5 3.5" />
      <circle cx="15.5" cy="8" r=".6" fill="currentColor" />
    </>
  ),
  camera: (
    <>
      <path d="M2.5 8h4l2-3h7l2 3h4v11.5h-19z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </>
  ),
  sunscreen: (
    <>
      <path d="M7.5 9.5h9v10a2 2 0 0 1-2 2h-5a2 2 0 0 1-2-2z" />
      <path d="M10 3h4v6.5h-4z" />
      <circle cx="12" cy="15" r="2" />
    </>
  ),
  spray: (
    <>
      <path d="M6 10.5h8v9.5a1.5 1.5 0 0 1-1.5 1.5h-5A1.5 1.5 0 0 1 6 20z" />
      <path d="M8 10.5V6h4v4.5M12 7h3" />
      <path d="M18 4.5h.01M20 7h.01M18 9.5h.01" strokeWidth="2.5" />
    </>
  ),
  towel: (
    <>
      <path d="M3 4h18" />
      <path d="M6 4v15.5a1.5 1.5 0 0 0 1.5 1.5h9a1.5 1.5 0 0 0 1.5-1.5V4" />
      <path d="M6 15h12M6 17.5h12" />
    </>
  ),
  bottle: (
    <>
      <path d="M9.5 2.5h5v3l1.5 2.5v12.5a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8l1.5-2.5z" />
      <path d="M12 11c-1.3 1.7-2 2.8-2 3.8a2 2 0 0 0 4 0c0-1-.7-2.1-2-3.8z" />
    </>
  ),
  backpack: (
    <>
      <path d="M5.5 10a6.5 6.5 0 0 1 13 0v10a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 20z" />
      <path d="M9 15h6v4H9z" />
      <path d="M10 3.5h4" />
    </>
  ),
};

/** A topic's symbol, decorative: the name beside it says what it stands for. */
export function TopicIcon({ name, size = 32 }: { name: TopicIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      {DRAWINGS[name]}
    </svg>
  );
}
