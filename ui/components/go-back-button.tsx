import { button } from './button.js';

/** The 404 screen's Go Back: the browser's own back, to wherever the visitor came from. */
export function GoBackButton() {
  return (
    <button type="button" className={button({ variant: 'secondary' })} onClick={() => window.history.back()}>
      Go Back
    </button>
  );
}
