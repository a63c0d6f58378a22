import type { Locator } from '@playwright/test';
import type { OutboundLinkView } from '../portal.js';

/** Reads links as the browser would follow them: accessible name, href, target and rel. */
export async function outboundLinks(links: Locator): Promise<OutboundLinkView[]> {
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      label: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: (anchor as HTMLAnchorElement).href,
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel') ?? '',
    })),
  );
}

/** The badge colours of the theme (ui/styles/theme.css.ts), by the name a scenario uses. */
const BADGE_COLOURS: Readonly<Record<string, string>> = {
  'rgb(126, 34, 206)': 'purple',
  'rgb(29, 78, 216)': 'blue',
  'rgb(22, 101, 52)': 'green',
  'rgb(194, 65, 12)': 'orange',
  'rgb(185, 28, 28)': 'red',
  'rgb(252, 211, 77)': 'amber',
  'rgb(75, 85, 99)': 'grey',
  'rgb(31, 41, 55)': 'dark grey',
};

/** The colour name of a badge, from its computed background. */
export async function badgeColour(badge: Locator): Promise<string> {
  const background = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
  return BADGE_COLOURS[background] ?? background;
}
