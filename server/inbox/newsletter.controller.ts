import { Body, Controller, Get, Header, HttpCode, HttpException, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_CONSENT_PATH, NEWSLETTER_PAGES_PATH, NEWSLETTER_SUBSCRIBED_PAGE, NEWSLETTER_SUBSCRIPTIONS_PATH } from '../../domain/api-paths.js';
import { NEWSLETTER_CONSENT, type NewsletterConsent } from '../../domain/newsletter/newsletter-consent.js';
import { NewsletterDesk, SUBSCRIPTION_ANSWER, type LinkOutcome } from '../../domain/newsletter/newsletter-desk.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../domain/newsletter/newsletter-mails.js';
import { confirmPage, outcomePage, unsubscribePage } from './newsletter-pages.js';
import { isPostedForm, PostedVisitorForms, postedFields } from './posted-visitor-forms.js';
import { PAGE_HEADERS } from './server-page.js';
import { VisitorFormLimit } from './visitor-form-limit.js';
import { newsletterSubscribedPage } from './visitor-form-pages.js';

/** A link's token from the query or a form's field; an absent one reads as empty (and opens nothing). */
const tokenOf = (query: unknown, body: unknown): string => {
  const fromBody = (body as { token?: unknown } | undefined)?.token;
  return typeof query === 'string' ? query : typeof fromBody === 'string' ? fromBody : '';
};

/**
 * The newsletter's calls (issue 39 points 1, 2; w39 contract): the form, its consent text, the confirmation and
 * unsubscribe links' pages and their POSTs, and RFC 8058's one-click unsubscribe.
 */
@Controller()
export class NewsletterController {
  constructor(
    @Inject(NewsletterDesk) private readonly desk: NewsletterDesk,
    @Inject(VisitorFormLimit) private readonly limit: VisitorFormLimit,
    @Inject(PostedVisitorForms) private readonly posted: PostedVisitorForms,
  ) {}

  /**
   * JSON `{ email, page, consentVersion, website }` → 202 and the same answer for every address; 400 by field; 429.
   * A browser's form post without JavaScript is answered with a page (docs/decisions/137).
   */
  @Post(NEWSLETTER_SUBSCRIPTIONS_PATH)
  async subscribe(@Body() body: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (isPostedForm(request)) return this.posted.subscribe(request, response);
    this.limit.take(request, response);
    const answer: typeof SUBSCRIPTION_ANSWER = await this.desk.subscribe(body);
    response.status(202).json(answer);
  }

  @Get(NEWSLETTER_SUBSCRIBED_PAGE)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/html; charset=utf-8')
  subscribedPage(): string {
    return newsletterSubscribedPage();
  }

  @Get(NEWSLETTER_CONSENT_PATH)
  consent(): NewsletterConsent {
    return NEWSLETTER_CONSENT;
  }

  /** The API's confirmation: 200 `{ outcome: "confirmed" }`, or 400 when the link is not valid or ran out. */
  @Post(NEWSLETTER_CONFIRM_PATH)
  @HttpCode(200)
  async confirm(@Query('token') token: unknown, @Body() body: unknown): Promise<{ outcome: LinkOutcome }> {
    return { outcome: checked(await this.desk.confirm(tokenOf(token, body)), 'This confirmation link is not valid or has run out: subscribe again to get a new one.') };
  }

  /** RFC 8058 one-click unsubscribe (`List-Unsubscribe=One-Click` in the body, which nothing needs): 200 `{ outcome: "unsubscribed" }`. */
  @Post(ONE_CLICK_UNSUBSCRIBE_PATH)
  @HttpCode(200)
  async unsubscribe(@Query('token') token: unknown, @Body() body: unknown): Promise<{ outcome: LinkOutcome }> {
    return { outcome: checked(await this.desk.unsubscribe(tokenOf(token, body)), 'This unsubscribe link is not valid.') };
  }

  @Get(`${NEWSLETTER_PAGES_PATH}/confirm`)
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Content-Type', 'text/html; charset=utf-8')
  confirmPage(@Query('token') token: unknown): string {
    return confirmPage(tokenOf(token, undefined));
  }

  @Get(`${NEWSLETTER_PAGES_PATH}/unsubscribe`)
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Content-Type', 'text/html; charset=utf-8')
  unsubscribePage(@Query('token') token: unknown): string {
    return unsubscribePage(tokenOf(token, undefined));
  }

  /** The page's button (a form POST, the token in its field). */
  @Post(`${NEWSLETTER_PAGES_PATH}/confirm`)
  async confirmed(@Query('token') token: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const outcome = await this.desk.confirm(tokenOf(token, await formBody(request)));
    response.status(outcome === 'invalid' ? 400 : 200).set(PAGE_HEADERS).send(outcomePage(outcome, 'confirm'));
  }

  @Post(`${NEWSLETTER_PAGES_PATH}/unsubscribe`)
  async unsubscribed(@Query('token') token: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const outcome = await this.desk.unsubscribe(tokenOf(token, await formBody(request)));
    response.status(outcome === 'invalid' ? 400 : 200).set(PAGE_HEADERS).send(outcomePage(outcome, 'unsubscribe'));
  }
}

function checked(outcome: LinkOutcome, refusal: string): LinkOutcome {
  if (outcome === 'invalid') throw new HttpException(refusal, HttpStatus.BAD_REQUEST);
  return outcome;
}

/** The fields of a page's form (application/x-www-form-urlencoded, which the JSON body reader leaves unread): one token, at most 4 kB. */
async function formBody(request: Request): Promise<Record<string, string>> {
  if (!isPostedForm(request)) return {};
  return Object.fromEntries((await postedFields(request, 4096)) ?? []);
}
