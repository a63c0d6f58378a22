import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '../../domain/consent/consent-choice.js';
import { COOKIE_SETTINGS_LABEL, OPENS_COOKIE_SETTINGS, PRIVACY_SIGNAL_SENTENCE } from '../content/consent.js';
import { PRIVACY } from '../../domain/navigation/site-places.js';
import { useConsent } from '../hooks/use-consent.js';
import { useReservedBottomSpace } from '../hooks/use-reserved-bottom-space.js';
import { scriptsOnly } from '../styles/layout.css.js';
import { button } from './button.js';
import * as css from './consent-banner.css.js';
import { SiteLink } from './site-link.js';

/** The dialog (and the dialog code of @ariakit/react) is loaded when first opened, not with every page. */
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog.js').then((module) => ({ default: module.CookieSettingsDialog })));

/** The element that takes the focus when the banner goes away, so keyboard users are not left on nothing. */
const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });

/**
 * The consent banner and the Cookie settings dialog (docs/product.md "departs" 2, docs/decisions/040): nothing is
 * loaded or sent before a choice. The banner shows while there is no choice; it sits fixed over the bottom of the
 * page, so it moves nothing. Accept all, Reject all and Choose are plain buttons; Choose, and the footer's Cookie
 * settings link, open a dialog with one checkbox per purpose.
 *
 * The prerendered HTML holds the banner too, so it is painted with the page rather than after the scripts ran (it
 * would otherwise be the page's largest, and latest, paint: docs/decisions/049). /consent-state.js, run before the
 * first paint, hides it from a visitor whose choice still holds. The banner hydrates at the visitor's first pointer,
 * touch or focus on it (docs/decisions/086): a button pressed before its code arrived is pressed again once it has
 * (ui/islands/island-loader.ts), so its buttons are live from the first paint. Under Global Privacy Control the banner
 * says, in one sentence, that marketing stays off (docs/decisions/082): the prerendered sentence shows where
 * /consent-state.js found the signal, then the consent decides. A browser without JavaScript shows no banner: no tag can
 * ever load there, and nothing could answer its buttons (docs/decisions/097).
 */
export function ConsentBanner() {
  const { view, consent } = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const onSettingsOpen = () => setSettingsOpen(true);
  const onSettingsClose = () => setSettingsOpen(false);
  // The footer's Cookie settings button lives in the static part of the page: one listener on the document opens the
  // dialog from it (docs/decisions/083).
  useEffect(() => {
    const openFromPage = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(`[${OPENS_COOKIE_SETTINGS}]`)) setSettingsOpen(true);
    };
    document.addEventListener('click', openFromPage);
    return () => document.removeEventListener('click', openFromPage);
  }, []);
  const unknown = view.state === 'unknown';
  // The page keeps room for the banner at its end, so it covers no content and no focused control (issue 23.1).
  const bannerRef = useRef<HTMLElement>(null);
  useReservedBottomSpace(bannerRef, view.state !== 'chosen');
  const choose = (choice: ConsentChoice) => {
    consent.choose(choice);
    focusMain();
  };
  return (
    <>
      {view.state !== 'chosen' && (
        <section ref={bannerRef} className={`${css.banner} ${scriptsOnly}${view.state === 'unknown' ? ` ${css.untilChoiceKnown}` : ''}`} aria-label="Cookie consent">
          <div className={css.inner}>
            <p className={css.text}>
              <span className={css.lead}>Cookies and tracking, only if you agree.</span>{' '}
              {(unknown || consent.globalPrivacyControl) && (
                <>
                  <span className={unknown ? css.untilSignalKnown : undefined}>{PRIVACY_SIGNAL_SENTENCE}</span>{' '}
                </>
              )}
              We would like to measure visits with Google Analytics and
              see whether our social posts bring visitors with the Meta pixel. Nothing is loaded and nothing is sent until you choose; you can
              change your mind with {COOKIE_SETTINGS_LABEL} at the bottom of every page. <SiteLink to={PRIVACY.path}>Privacy Policy</SiteLink>
            </p>
            <div className={css.actions}>
              <button type="button" className={button({ variant: 'light' })} onClick={() => choose(ACCEPT_ALL)}>
                Accept all
              </button>
              <button type="button" className={button({ variant: 'light' })} onClick={() => choose(REJECT_ALL)}>
                Reject all
              </button>
              <button type="button" className={button({ variant: 'light' })} onClick={onSettingsOpen} aria-haspopup="dialog">
                Choose
              </button>
            </div>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            current={view.choice}
            canChoose={(purpose) => consent.canChoose(purpose)}
            onClose={onSettingsClose}
            onSave={(choice) => {
              consent.choose(choice);
              onSettingsClose();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
