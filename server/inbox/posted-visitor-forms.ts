import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { NEWSLETTER_SUBSCRIBED_PAGE, RELOCATION_REQUEST_SENT_PAGE } from '../../domain/api-paths.js';
import { tooManyText, type FormAnswer } from '../../domain/forms/form-answer.js';
import { isCrossSitePost, postedConsultationForm, postedNewsletterForm } from '../../domain/forms/posted-form.js';
import { InvalidFormError } from '../../domain/inbox/visitor-form.js';
import { NewsletterDesk } from '../../domain/newsletter/newsletter-desk.js';
import { NewsletterSignup } from '../../domain/newsletter/newsletter-signup.js';
import { RelocationRequestSending } from '../../domain/relocation/consultation-form.js';
import { RelocationDesk } from '../../domain/relocation/relocation-desk.js';
import { PAGE_HEADERS } from './server-page.js';
import { VisitorFormLimit } from './visitor-form-limit.js';
import { crossSitePage, newsletterFormPage, relocationFormPage, tooLargePage } from './visitor-form-pages.js';

/** The largest form post taken: the consultation form at its longest, every character percent-encoded, fits. */
export const MAX_POSTED_FORM_BYTES = 64 * 1024;

/** Whether the request is a browser's form post (answered with a page) rather than the islands' JSON. */
export const isPostedForm = (request: Request): boolean => request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** A form post's fields, or undefined when the body is larger than `maxBytes` (read whole before decoding: UTF-8 may split across chunks). */
export async function postedFields(request: Request, maxBytes = MAX_POSTED_FORM_BYTES): Promise<URLSearchParams | undefined> {
  if (request.readableEnded) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      request.resume();
      return undefined;
    }
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A desk's answer as the browser adapters give it (docs/decisions/125), so the server runs the islands' use cases. */
async function answerOf(submit: () => Promise<{ readonly message: string; readonly answerWithin?: string }>): Promise<FormAnswer> {
  try {
    return { kind: 'accepted', ...(await submit()) };
  } catch (error) {
    if (error instanceof InvalidFormError) return { kind: 'invalid', message: error.message, errors: [...error.problems] };
    throw error;
  }
}

/**
 * The visitor forms sent by a browser without JavaScript (docs/decisions/137): the same checks, honeypot, per-client
 * limit and answer as the islands' JSON calls, through the islands' own use cases; taken, 303 to a page that says so
 * (a reload sends nothing twice); refused, the form again with the visitor's input and each message by its field (400,
 * or 429 with Retry-After); posted from another site's page, 403 and nothing done.
 */
@Injectable()
export class PostedVisitorForms {
  constructor(
    @Inject(NewsletterDesk) private readonly newsletter: NewsletterDesk,
    @Inject(RelocationDesk) private readonly relocation: RelocationDesk,
    @Inject(VisitorFormLimit) private readonly limit: VisitorFormLimit,
  ) {}

  async subscribe(request: Request, response: Response): Promise<void> {
    const fields = await this.admitted(request, response);
    if (fields === undefined) return;
    const { form, page } = postedNewsletterForm(fields);
    const wait = this.limit.retryAfterSeconds(request);
    if (wait !== undefined) return page429(response, wait, newsletterFormPage(form, page, { byField: {}, general: tooManyText(wait) }));
    const outcome = await new NewsletterSignup({ subscribe: (submission) => answerOf(() => this.newsletter.subscribe(submission)) }).submit(form, page);
    if (outcome.status.kind === 'refused') return send(response, 400, newsletterFormPage(outcome.form, page, outcome.status.refusal));
    response.redirect(303, NEWSLETTER_SUBSCRIBED_PAGE);
  }

  async request(request: Request, response: Response): Promise<void> {
    const fields = await this.admitted(request, response);
    if (fields === undefined) return;
    const form = postedConsultationForm(fields);
    const wait = this.limit.retryAfterSeconds(request);
    if (wait !== undefined) return page429(response, wait, relocationFormPage(form, { byField: {}, general: tooManyText(wait) }));
    const outcome = await new RelocationRequestSending({ send: (submission) => answerOf(() => this.relocation.submit(submission)) }).submit(form);
    if (outcome.status.kind === 'refused') return send(response, 400, relocationFormPage(outcome.form, outcome.status.refusal));
    response.redirect(303, RELOCATION_REQUEST_SENT_PAGE);
  }

  /** The post's fields, unless it came from another site (403) or is too large (413); those are answered here. */
  private async admitted(request: Request, response: Response): Promise<URLSearchParams | undefined> {
    if (isCrossSitePost({ fetchSite: request.get('sec-fetch-site'), origin: request.get('origin'), host: request.get('host') })) {
      request.resume();
      send(response, 403, crossSitePage());
      return undefined;
    }
    const fields = await postedFields(request);
    if (fields === undefined) send(response, 413, tooLargePage());
    return fields;
  }
}

function send(response: Response, status: number, page: string): void {
  response.status(status).set(PAGE_HEADERS).send(page);
}

function page429(response: Response, seconds: number, page: string): void {
  response.setHeader('Retry-After', String(seconds));
  send(response, 429, page);
}
