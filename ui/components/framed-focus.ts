/**
 * Chromium does not scroll a frame whose page has not loaded (a lazy frame below the window, an ad a blocker holds
 * back) into view when Tab focuses it, so a keyboard user could land on the coffee page's ad frame below the window
 * (WCAG 2.4.11 Focus Not Obscured, features/e2e/focus-not-obscured.spec.ts). Focus moving into a frame fires no focus
 * event on the frame in its parent page, only `blur` on the window, with the frame as the document's active element.
 * One listener for every frame of a static page, from the page's start: the ad frame is an island that hydrates only
 * when the page is idle, and a visitor may tab to it before. Returns its removal.
 */
export function bringFocusedFramesIntoView(window: Window): () => void {
  const onBlur = (event: FocusEvent) => {
    const focused = window.document.activeElement;
    if (event.target === window && focused?.tagName === 'IFRAME') focused.scrollIntoView({ block: 'nearest' });
  };
  window.addEventListener('blur', onBlur);
  return () => window.removeEventListener('blur', onBlur);
}
