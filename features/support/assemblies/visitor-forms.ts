import type { Locator, Page } from '@playwright/test';
import { InMemoryNewsletterSubscriptions } from '../../../adapters/memory/in-memory-newsletter-subscriptions.js';
import { InMemoryRelocationRequests } from '../../../adapters/memory/in-memory-relocation-requests.js';
import { ADMIN_INBOX_REQUESTS_PATH, ADMIN_OUTBOX_PATH } from '../../../domain/api-paths.js';
import type { FormRefusal } from '../../../domain/forms/form-answer.js';
import type { RelocationRequest } from '../../../domain/inbox/inbox-store.js';
import type { Outbox } from '../../../domain/inbox/inbox-admin.js';
import { NEWSLETTER_CONSENT } from '../../../domain/newsletter/newsletter-consent.js';
import { EMPTY_NEWSLETTER_FORM, NewsletterSignup, type NewsletterForm, type NewsletterStatus } from '../../../domain/newsletter/newsletter-signup.js';
import { EMPTY_RELOCATION_REQUEST_FORM, RELOCATION_NEXT_STEPS, RelocationRequestSending, type ConsultationForm, type RelocationRequestStatus } from '../../../domain/relocation/consultation-form.js';
import { MOVE_WHEN_CHOICES, RELOCATION_SERVICES } from '../../../domain/relocation/relocation-services.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { call } from '../api-client.js';
import type { FormSaid, NewsletterFormView, RelocationRequestFormView } from '../portal.js';
import type { ServerUnderTest } from '../server-under-test.js';

/*
 * The visitor forms of issue 39 (docs/decisions/125) at @domain (the use cases over the in-memory adapters, answered
 * as the server answers) and at @ui (the home page in Chromium against the built server, whose admin API says what
 * reached the operator).
 */

function saidOf(status: NewsletterStatus | RelocationRequestStatus, answer: string): FormSaid {
  const refusal: FormRefusal<string> | undefined = status.kind === 'refused' ? status.refusal : undefined;
  return { answer, byField: { ...(refusal?.byField ?? {}) } as Record<string, string>, general: refusal?.general ?? '' };
}

export function domainNewsletterForm(): NewsletterFormView {
  const subscriptions = new InMemoryNewsletterSubscriptions();
  let form: NewsletterForm = EMPTY_NEWSLETTER_FORM;
  return {
    typeEmail: async (email) => {
      form = { ...form, email };
    },
    submit: async ({ tickConsent }) => {
      const outcome = await new NewsletterSignup(subscriptions).submit(tickConsent ? { ...form, consent: true } : form, '/');
      form = outcome.form;
      return saidOf(outcome.status, outcome.status.kind === 'sent' ? outcome.status.message : '');
    },
    consentText: async () => NEWSLETTER_CONSENT.text,
    current: async () => ({ email: form.email, consent: form.consent }),
    askedToConfirm: async () => subscriptions.emails,
    refuseConnectionFor: async (seconds) => subscriptions.answerNext({ kind: 'too-many', retryAfterSeconds: seconds }),
  };
}

export function domainRelocationForm(): RelocationRequestFormView {
  const requests = new InMemoryRelocationRequests();
  let form: ConsultationForm = EMPTY_RELOCATION_REQUEST_FORM;
  return {
    open: async () => undefined,
    fill: async (entry) => {
      form = {
        ...form,
        name: entry.name,
        email: entry.email,
        services: RELOCATION_SERVICES.filter((service) => entry.services.includes(service.label)).map((service) => service.id),
        moveWhen: MOVE_WHEN_CHOICES.find((choice) => choice.label === entry.moveWhen)?.id ?? '',
        message: entry.message,
      };
    },
    send: async () => {
      const outcome = await new RelocationRequestSending(requests).submit(form);
      form = outcome.form;
      return saidOf(outcome.status, outcome.status.kind === 'sent' ? `${outcome.status.message} ${outcome.status.nextSteps}` : '');
    },
    received: async () => requests.kept.map(({ name, email }) => ({ name, email })),
  };
}

export const domainRelocationNextSteps = async () => RELOCATION_NEXT_STEPS;

/** An admin GET through the server's API, signed in with the test password. */
async function adminGet<T>(server: ServerUnderTest, path: string): Promise<T> {
  const session = await call(server.baseUrl, 'POST', '/api/admin/session', { body: { password: TEST_ADMIN_PASSWORD } });
  const token = session.json<{ token: string }>().token;
  const answer = await call(server.baseUrl, 'GET', path, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
  return answer.json<T>();
}

/** What a form shows once its answer or messages are drawn: the status text, each field's message (by its data-field or name), the alert. */
async function shownIn(form: Locator, answer: Locator): Promise<FormSaid> {
  const byField: Record<string, string> = {};
  for (const invalid of await form.locator('[aria-invalid="true"]').all()) {
    const field = (await invalid.getAttribute('data-field')) ?? (await invalid.getAttribute('name')) ?? '';
    const ids = ((await invalid.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
    for (const id of ids) byField[field] = (await form.page().locator(`[id="${id}"]`).textContent())?.trim() ?? '';
  }
  const general = form.getByRole('alert');
  return { answer: ((await answer.count()) > 0 ? await answer.innerText() : '').replace(/\s+/g, ' ').trim(), byField, general: (await general.count()) > 0 ? ((await general.textContent()) ?? '').trim() : '' };
}

export function uiNewsletterForm(page: Page, server: ServerUnderTest): NewsletterFormView {
  const form = page.getByRole('form', { name: 'Get relocation tips in your inbox' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  const said = form.getByRole('status');
  return {
    typeEmail: (address) => email.fill(address),
    submit: async ({ tickConsent }) => {
      if (tickConsent) await form.getByRole('checkbox').check();
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/newsletter/subscriptions'), { timeout: 10_000 }).catch(() => undefined);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      // The form's own refusals send nothing; otherwise the answer is drawn in the frame after it arrives.
      if (!(await form.locator('[aria-invalid="true"]').count())) await answered;
      await form.locator('[aria-invalid="true"], [role="alert"], [role="status"]:not(:empty)').first().waitFor();
      return shownIn(form, said);
    },
    consentText: async () => ((await form.locator('label[for="newsletter-consent"]').textContent()) ?? '').trim(),
    current: async () => ({ email: await email.inputValue(), consent: await form.getByRole('checkbox').isChecked() }),
    askedToConfirm: async () => [...new Set((await adminGet<Outbox>(server, ADMIN_OUTBOX_PATH)).messages.map((message) => message.to))],
  };
}

export function uiRelocationForm(page: Page, server: ServerUnderTest): RelocationRequestFormView {
  const section = page.getByRole('region', { name: 'Relocation Services' });
  const form = section.getByRole('form', { name: 'Request a relocation consultation' });
  const answer = section.locator('#relocation-request-sent');
  return {
    open: async () => {
      await section.getByRole('button', { name: 'Book a Relocation Consultation' }).click();
      await form.waitFor();
    },
    fill: async (entry) => {
      await form.getByLabel('Your name').fill(entry.name);
      await form.getByLabel('Email address').fill(entry.email);
      for (const service of entry.services) await form.getByRole('checkbox', { name: service }).check();
      await form.getByLabel('When do you plan to move?').selectOption({ label: entry.moveWhen });
      await form.getByLabel('Your message (optional)').fill(entry.message);
    },
    send: async () => {
      await form.getByRole('button', { name: 'Send request' }).click();
      await section.locator('#relocation-request-sent, [aria-invalid="true"], [role="alert"]').first().waitFor();
      return (await answer.count()) > 0 ? { answer: (await answer.locator('p').allInnerTexts()).join(' ').replace(/\s+/g, ' ').trim(), byField: {}, general: '' } : shownIn(form, answer);
    },
    received: async () => (await adminGet<{ requests: RelocationRequest[] }>(server, `${ADMIN_INBOX_REQUESTS_PATH}?status=new`)).requests.map(({ name, email }) => ({ name, email })),
  };
}

export const uiRelocationNextSteps = (page: Page) => async () => ((await page.getByRole('region', { name: 'Relocation Services' }).locator('p', { hasText: 'Tell us what you need' }).first().textContent()) ?? '').trim();
