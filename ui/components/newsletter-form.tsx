import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { EMPTY_NEWSLETTER_FORM, NewsletterSignup } from '../../domain/newsletter/newsletter-signup.js';
import { NewsletterSubscriptionsToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { button } from './button.js';
import { control } from './control.css.js';
import { useToasts } from './toaster.js';
import * as css from './newsletter-form.css.js';

/**
 * docs/product.md §2, §4, §5, §8: email (required, checked by the browser) and consent. The submit
 * goes through the domain's NewsletterSignup: refused with a toast without consent, fields reset on
 * success, kept on failure. An island on home (docs/decisions/083); its toasts show in the page's toaster island.
 */
export function NewsletterForm() {
  const subscriptions = useService(NewsletterSubscriptionsToken);
  const toasts = useToasts();
  const [form, setForm] = useState(EMPTY_NEWSLETTER_FORM);
  const [sending, setSending] = useState(false);
  // Fixed ids, not useId: the form is an island, hydrated as a React root of its own, whose useId would differ from the
  // one the prerender drew inside the whole page. The page has one newsletter form.
  const emailId = 'newsletter-email';
  const consentId = 'newsletter-consent';
  const emailField = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);

  // Until the island hydrates the form is static HTML the visitor can already type into (docs/decisions/083): what
  // was typed or ticked by then is kept, read from the fields as hydration finishes, before any later event.
  useLayoutEffect(() => {
    const email = emailField.current?.value ?? '';
    const consent = consentBox.current?.checked ?? false;
    setForm((current) => (current.email === email && current.consent === consent ? current : { email, consent }));
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const outcome = await new NewsletterSignup(subscriptions).submit(form);
    setSending(false);
    setForm(outcome.form);
    toasts.show(outcome.toast);
  };

  return (
    <form className={css.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${emailId}-title`}>
      <h3 id={`${emailId}-title`} className={css.title}>
        Get relocation tips in your inbox
      </h3>
      <label htmlFor={emailId} className={css.label}>
        Email address
      </label>
      <input
        id={emailId}
        className={control()}
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        ref={emailField}
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <div className={css.consent}>
        <input
          id={consentId}
          type="checkbox"
          className={css.checkbox}
          ref={consentBox}
          checked={form.consent}
          onChange={(event) => setForm({ ...form, consent: event.target.checked })}
        />
        <label htmlFor={consentId}>I agree to receive updates about relocating to Costa Rica. I can unsubscribe at any time.</label>
      </div>
      <button type="submit" className={button()} disabled={sending}>
        Subscribe
      </button>
    </form>
  );
}
