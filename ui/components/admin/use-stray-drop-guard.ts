import { useEffect } from 'react';

/**
 * A file dropped on the admin page outside a drop area (a card, the crop dialog, the upload dashboard) must
 * not make the browser leave the page to open it. Drop areas handle their own events first and mark them
 * handled; whatever reaches the window unhandled is refused here.
 */
export function useStrayDropGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const refuse = (event: DragEvent) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    const swallow = (event: DragEvent) => event.preventDefault();
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', swallow);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', swallow);
    };
  }, [active]);
}
