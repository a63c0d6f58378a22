import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../../domain/api-paths.js';
import { DEFAULT_FORM_PAGE } from '../../domain/forms/posted-form.js';
import { NEWSLETTER_CONSENT } from '../../domain/newsletter/newsletter-consent.js';
import { EMPTY_NEWSLETTER_FORM, NewsletterSignup, type NewsletterStatus } from '../../domain/newsletter/newsletter-signup.js';
import { NewsletterSubscriptionsToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { button } from './button.js';
import { control } from './control.css.js';
import * as fields from './visitor-form.css.js';
import * as css from './newsletter-form.css.js';

/**
 * docs/product.md §2, §4, §5, §8; issue 39 (docs/decisions/125): email, the consent text beside its box (the domain's one
 * source, which the server records with the subscription) and a honeypot. The submit goes through the domain's
 * NewsletterSignup to POST /api/newsletter/subscriptions: the server's answer shows in the form, each refusal beside
 * its field (focus moves to the first), a 429 says when to try again. An island on home (docs/decisions/083). Without
 * JavaScript it is a plain form post, `page` naming where it was sent from (docs/decisions/137).
 */
export function NewsletterForm({ page = DEFAULT_FORM_PAGE }: { readonly page?: string }) {
  const subscriptions = useService(NewsletterSubscriptionsToken);
  const [form, setForm] = useState(EMPTY_NEWSLETTER_FORM);
  const [status, setStatus] = useState<NewsletterStatus>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  // Fixed ids, not useId: the form is an island, hydrated as a React root of its own, whose useId would differ from the
  // one the prerender drew inside the whole page. The page has one newsletter form.
  const emailId = 'newsletter-email';
  const consentId = 'newsletter-consent';
  const websiteId = 'newsletter-website';
  const emailField = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  const websiteField = useRef<HTMLInputElement>(null);
  const generalMessage = useRef<HTMLParagraphElement>(null);

  // Until the island hydrates the form is static HTML the visitor can already type into (docs/decisions/083): what
  // was typed or ticked by then is kept, read from the fields as hydration finishes, before any later event.
  useLayoutEffect(() => {
    const typed = { email: emailField.current?.value ?? '', consent: consentBox.current?.checked ?? false, website: websiteField.current?.value ?? '' };
    setForm((current) => (current.email === typed.email && current.consent === typed.consent && current.website === typed.website ? current : typed));
  }, []);

  const refusal = status.kind === 'refused' ? status.refusal : undefined;
  const emailError = refusal?.byField.email;
  const consentError = refusal?.byField.consent;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const outcome = await new NewsletterSignup(subscriptions).submit(form, window.location.pathname);
    setSending(false);
    setForm(outcome.form);
    setStatus(outcome.status);
    if (outcome.status.kind !== 'refused') return;
    // The first thing to fix gets the focus, so a keyboard or screen reader user lands on it with its message.
    const { byField } = outcome.status.refusal;
    (byField.email ? emailField.current : byField.consent ? consentBox.current : generalMessage.current)?.focus();
  };

  return (
    // A real form post too (docs/decisions/137): without JavaScript the browser sends it and the server answers with a page.
    <form method="post" action={NEWSLETTER_SUBSCRIPTIONS_PATH} className={css.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${emailId}-title`} noValidate>
      <h3 id={`${emailId}-title`} className={css.title}>
        Get relocation tips in your inbox
      </h3>
      <label htmlFor={emailId} className={css.label}>
        Email address
      </label>
      <input
        id={emailId}
        name="email"
        className={control()}
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        ref={emailField}
        value={form.email}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? `${emailId}-error` : undefined}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      {emailError && (
        <p id={`${emailId}-error`} className={fields.fieldError}>
          {emailError}
        </p>
      )}
      <div className={css.consent}>
        <input
          id={consentId}
          name="consent"
          type="checkbox"
          className={css.checkbox}
          ref={consentBox}
          checked={form.consent}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${consentId}-error` : undefined}
          onChange={(event) => setForm({ ...form, consent: event.target.checked })}
        />
        <label htmlFor={consentId}>{NEWSLETTER_CONSENT.text}</label>
      </div>
      {consentError && (
        <p id={`${consentId}-error`} className={fields.fieldError}>
          {consentError}
        </p>
      )}
      <input type="hidden" name="page" value={page} />
      <div className={fields.honeypot} aria-hidden="true">
        <label htmlFor={websiteId}>Leave this field empty</label>
        <input id={websiteId} name="website" type="text" tabIndex={-1} autoComplete="off" ref={websiteField} value={form.website} onChange={(event) => setForm({ ...form, website: event.target.value })} />
      </div>
      {refusal?.general && (
        <p ref={generalMessage} tabIndex={-1} role="alert" className={fields.general}>
          {refusal.general}
        </p>
      )}
      {/* Always in the page, so a screen reader announces the answer when it fills in. */}
      <p role="status" className={fields.sent}>
        {status.kind === 'sent' ? status.message : ''}
      </p>
      <button type="submit" className={button()} disabled={sending} aria-busy={sending}>
        {sending ? 'Subscribing…' : 'Subscribe'}
      </button>
    </form>
  );
}
