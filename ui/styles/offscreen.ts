/**
 * For a card of a long list (docs/decisions/088): the browser lays out and paints it only when it comes near the
 * screen, so a phone's first rendering of a page of 39 tour cards does the work of the few it shows. Until then it
 * counts as `height` tall, and afterwards as tall as it was last drawn (`auto`). `height` is more than the card ever
 * takes: a page can then only get shorter as cards are drawn, so a visitor who jumps to the end (End, or a flick) is
 * still at the end once the last cards are drawn, and the footer stays in view. (Not always with End on a slow CPU:
 * Chromium can end its End animation short by the height the page lost during it, docs/decisions/088.) Its text
 * stays in the page, for find-in-page, search engines and screen readers. It saves the first layout a lot: the
 * home page's layout and style took 305 ms instead of 490 ms with the CPU slowed 4 times, /tours 397 ms instead of 810.
 */
export function renderedWhenNearScreen(height: string) {
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}` } as const;
}
