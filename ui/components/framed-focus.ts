/** The attribute a frame carries while focus is inside it: the theme draws the focus ring from it (ui/styles/theme.css.ts). */
export const FOCUSED_FRAME_ATTRIBUTE = 'data-focused-frame';

/**
 * A frame that takes focus, as the coffee page's ad frame does on Tab, is brought into view and marked while it holds
 * focus (WCAG 2.4.11 Focus Not Obscured and 2.4.7 Focus Visible, features/e2e/focus-not-obscured.spec.ts).
 * Chromium does not scroll a frame whose page has not loaded (a lazy frame below the window, an ad a blocker holds
 * back) into view, and the frame never matches `:focus` in its parent page, whose window has lost focus to it: focus
 * moving into a frame fires no focus event on the frame there, only `blur` on the window, with the frame as the
 * document's active element. One listener for every frame of a static page, from the page's start: the ad frame is
 * an island that hydrates only when the page is idle, and a visitor may tab to it before. Returns its removal.
 */
export function bringFocusedFramesIntoView(window: Window): () => void {
  const unmark = () => window.document.querySelectorAll(`[${FOCUSED_FRAME_ATTRIBUTE}]`).forEach((frame) => frame.removeAttribute(FOCUSED_FRAME_ATTRIBUTE));
  const onBlur = (event: FocusEvent) => {
    const focused = window.document.activeElement;
    if (event.target !== window || focused?.tagName !== 'IFRAME') return;
    focused.setAttribute(FOCUSED_FRAME_ATTRIBUTE, '');
    focused.scrollIntoView({ block: 'nearest' });
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target === window) unmark();
  };
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  return () => {
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('focus', onFocus);
    unmark();
  };
}
