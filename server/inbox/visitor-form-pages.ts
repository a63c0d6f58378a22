import { NEWSLETTER_SUBSCRIPTIONS_PATH, RELOCATION_REQUESTS_PATH } from '../../domain/api-paths.js';
import type { FormRefusal } from '../../domain/forms/form-answer.js';
import { NEWSLETTER_CONSENT } from '../../domain/newsletter/newsletter-consent.js';
import { SUBSCRIPTION_ANSWER } from '../../domain/newsletter/newsletter-desk.js';
import type { NewsletterField, NewsletterForm } from '../../domain/newsletter/newsletter-signup.js';
import { RELOCATION_NEXT_STEPS, relocationSentText, type ConsultationForm, type RelocationRequestField } from '../../domain/relocation/consultation-form.js';
import { REQUEST_ANSWER } from '../../domain/relocation/relocation-desk.js';
import { MAX_MESSAGE_LENGTH } from '../../domain/relocation/relocation-request-form.js';
import { MOVE_WHEN_CHOICES, RELOCATION_SERVICES } from '../../domain/relocation/relocation-services.js';
import { escapeHtml as escape, serverPage } from './server-page.js';

/*
 * The visitor forms as a browser without JavaScript is answered (docs/decisions/137): the form again, with what the
 * visitor typed and each message beside its field (the same words the page's script shows), or the page a taken form
 * lands on. The labels are the islands' (ui/components/newsletter-form.tsx, relocation-request-form.tsx).
 */

/** The attributes of a field with its message: invalid, described by it, and the focus on the first one to fix. */
function described(id: string, error: string | undefined, first: boolean, hint?: string): string {
  const ids = [hint, error === undefined ? undefined : `${id}-error`].filter((one) => one !== undefined).join(' ');
  return `${error === undefined ? '' : ' aria-invalid="true"'}${ids === '' ? '' : ` aria-describedby="${ids}"`}${first ? ' autofocus' : ''}`;
}

const errorText = (id: string, error: string | undefined) => (error === undefined ? '' : `\n<p id="${id}-error" class="error">${escape(error)}</p>`);

const HONEYPOT = (id: string) =>
  `<div class="honeypot" aria-hidden="true"><label for="${id}">Leave this field empty</label><input id="${id}" name="website" type="text" tabindex="-1" autocomplete="off"></div>`;

/** What is said above the form: the refusal that has no field (a flood, an unknown field), or that something needs fixing. */
function alertText(refusal: FormRefusal<string>): string {
  return `<p class="alert" role="alert">${escape(refusal.general ?? 'Please correct what is marked below, then send the form again.')}</p>`;
}

function firstOf<Field extends string>(fields: readonly Field[], refusal: FormRefusal<Field>): Field | undefined {
  return fields.find((field) => refusal.byField[field] !== undefined);
}

/** The newsletter form as the visitor sent it, with its messages (400 or 429). */
export function newsletterFormPage(form: NewsletterForm, page: string, refusal: FormRefusal<NewsletterField>): string {
  const first = firstOf(['email', 'consent'], refusal);
  const { email: emailError, consent: consentError } = refusal.byField;
  return serverPage(
    'Subscribe to the newsletter',
    `${alertText(refusal)}
<form method="post" action="${NEWSLETTER_SUBSCRIPTIONS_PATH}" novalidate>
<input type="hidden" name="page" value="${escape(page)}">
<div class="field">
<label for="newsletter-email">Email address</label>
<input id="newsletter-email" name="email" type="email" autocomplete="email" placeholder="you@example.com" value="${escape(form.email)}"${described('newsletter-email', emailError, first === 'email')}>${errorText('newsletter-email', emailError)}
</div>
<div class="field">
<label class="choice long"><input id="newsletter-consent" name="consent" type="checkbox"${form.consent ? ' checked' : ''}${described('newsletter-consent', consentError, first === 'consent')}> ${escape(NEWSLETTER_CONSENT.text)}</label>${errorText('newsletter-consent', consentError)}
</div>
${HONEYPOT('newsletter-website')}
<button type="submit">Subscribe</button>
</form>`,
  );
}

const FIELDS: readonly RelocationRequestField[] = ['name', 'email', 'services', 'moveWhen', 'message'];
const idOf = (field: string) => `relocation-request-${field}`;

/** The consultation form as the visitor sent it, with its messages (400 or 429). */
export function relocationFormPage(form: ConsultationForm, refusal: FormRefusal<RelocationRequestField>): string {
  const first = firstOf(FIELDS, refusal);
  const error = (field: RelocationRequestField) => refusal.byField[field];
  const attributes = (field: RelocationRequestField, hint?: string) => described(idOf(field), error(field), first === field, hint);
  const input = (field: 'name' | 'email', label: string, type: string, autocomplete: string) => `<div class="field">
<label for="${idOf(field)}">${label}</label>
<input id="${idOf(field)}" name="${field}" type="${type}" autocomplete="${autocomplete}" value="${escape(form[field])}"${attributes(field)}>${errorText(idOf(field), error(field))}
</div>`;
  const services = RELOCATION_SERVICES.map(
    (service, index) =>
      `<label class="choice"><input type="checkbox" name="services" value="${service.id}"${form.services.includes(service.id) ? ' checked' : ''}${index === 0 ? attributes('services') : ''}> ${escape(service.label)}</label>`,
  ).join('\n');
  const moveWhen = MOVE_WHEN_CHOICES.map((choice) => `<option value="${choice.id}"${form.moveWhen === choice.id ? ' selected' : ''}>${escape(choice.label)}</option>`).join('');
  return serverPage(
    'Request a relocation consultation',
    `${alertText(refusal)}
<p class="hint">${escape(RELOCATION_NEXT_STEPS)}</p>
<form method="post" action="${RELOCATION_REQUESTS_PATH}" novalidate>
${input('name', 'Your name', 'text', 'name')}
${input('email', 'Email address', 'email', 'email')}
<fieldset id="${idOf('services')}"${error('services') === undefined ? '' : ` aria-describedby="${idOf('services')}-error"`}>
<legend>Which services do you need?</legend>
${services}${errorText(idOf('services'), error('services'))}
</fieldset>
<div class="field">
<label for="${idOf('moveWhen')}">When do you plan to move?</label>
<select id="${idOf('moveWhen')}" name="moveWhen"${attributes('moveWhen')}><option value="">Choose one</option>${moveWhen}</select>${errorText(idOf('moveWhen'), error('moveWhen'))}
</div>
<div class="field">
<label for="${idOf('message')}">Your message (optional)</label>
<textarea id="${idOf('message')}" name="message" rows="4"${attributes('message', `${idOf('message')}-hint`)}>${escape(form.message)}</textarea>
<p id="${idOf('message')}-hint" class="hint">Up to ${MAX_MESSAGE_LENGTH} characters: where you are moving from, who is coming, what worries you most.</p>${errorText(idOf('message'), error('message'))}
</div>
${HONEYPOT(idOf('website'))}
<button type="submit">Send request</button>
</form>`,
  );
}

/** Where a newsletter form sent without JavaScript lands: the answer every address gets (docs/decisions/121). */
export function newsletterSubscribedPage(): string {
  return serverPage('Check your inbox', `<p role="status">${escape(SUBSCRIPTION_ANSWER.message)}</p>`);
}

/** Where a consultation request sent without JavaScript lands: the answer, and what happens next. */
export function relocationSentPage(): string {
  return serverPage('Your request is on its way', `<p role="status">${escape(REQUEST_ANSWER.message)}</p>\n<p>${escape(relocationSentText())}</p>`);
}

/** A form sent from another site's page (docs/decisions/137): nothing is kept or sent. */
export function crossSitePage(): string {
  return serverPage('This form was not sent', '<p>Our forms can only be sent from the pages of Costa Rica Gateway. Open the site and send the form from there.</p>');
}

/** A form post larger than any form of ours. */
export function tooLargePage(): string {
  return serverPage('This form was not sent', '<p>The form was too large to be a form of ours. Please go back and shorten your message.</p>');
}
