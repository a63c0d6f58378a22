import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useId, useState } from 'react';
import { REJECT_ALL, type ConsentChoice, type ConsentPurpose } from '../../domain/consent/consent-choice.js';
import { CONSENT_PURPOSE_TEXT, COOKIE_SETTINGS_LABEL, PRIVACY_SIGNAL_MARKETING_NOTE } from '../content/consent.js';
import { button } from './button.js';
import * as css from './consent-banner.css.js';
import { useToastsWaitWhileOpen } from './toaster.js';

/**
 * The Cookie settings dialog (docs/decisions/040-consent-before-tracking.md): one labelled checkbox per purpose,
 * each as the visitor last chose (unticked before any choice), and Save choices. A modal @ariakit/react Dialog: the
 * focus stays inside, Escape and Cancel close it. Its own chunk, loaded when first opened (ui/components/consent-banner.tsx).
 * A purpose the visitor cannot allow (marketing under Global Privacy Control) stays unticked and disabled, and says why
 * (docs/decisions/082).
 */
export function CookieSettingsDialog({
  current,
  canChoose,
  onSave,
  onClose,
}: {
  current: ConsentChoice | undefined;
  /** Whether the visitor may allow a purpose (Consent.canChoose): not marketing under Global Privacy Control. */
  canChoose: (purpose: ConsentPurpose) => boolean;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<ConsentChoice>(current ?? REJECT_ALL);
  useToastsWaitWhileOpen();
  const id = useId();
  return (
    <Dialog open onClose={onClose} className={css.dialog} backdrop={<div className={css.backdrop} />}>
      <DialogHeading className={css.heading}>{COOKIE_SETTINGS_LABEL}</DialogHeading>
      <DialogDescription className={css.description}>
        Choose what the site may load. Nothing you leave unticked is loaded, and you can change this at any time.
      </DialogDescription>
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSave(choice);
        }}
      >
        <fieldset className={css.purposes}>
          <legend className={css.description}>Optional purposes</legend>
          {CONSENT_PURPOSE_TEXT.map(({ purpose, name, text }) => {
            const keptOff = !canChoose(purpose);
            return (
              <div key={purpose} className={css.purpose}>
                <input
                  id={`${id}-${purpose}`}
                  type="checkbox"
                  className={css.checkbox}
                  checked={choice[purpose] && !keptOff}
                  disabled={keptOff}
                  onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
                  aria-describedby={keptOff ? `${id}-${purpose}-text ${id}-${purpose}-note` : `${id}-${purpose}-text`}
                />
                <label className={css.purposeName} htmlFor={`${id}-${purpose}`}>
                  {name}
                </label>
                <span id={`${id}-${purpose}-text`} className={css.purposeText}>
                  {text}
                </span>
                {keptOff && (
                  <span id={`${id}-${purpose}-note`} className={css.purposeNote}>
                    {PRIVACY_SIGNAL_MARKETING_NOTE}
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
        <p className={css.dialogActions}>
          <DialogDismiss className={button({ variant: 'secondary' })}>Cancel</DialogDismiss>
          <button type="submit" className={button()}>
            Save choices
          </button>
        </p>
      </form>
    </Dialog>
  );
}
