import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { limitedClientOf } from '../../domain/clicks/click-rate-limit.js';
import { VISITOR_FORM_RATE } from '../../domain/inbox/visitor-form.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { PerClientRateLimit } from '../../domain/kernel/per-client-rate-limit.js';
import { ClockToken } from '../../domain/tokens.js';

/**
 * The visitor forms' one limit per client (issue 39 point 5; domain/inbox/visitor-form.ts): the newsletter and the
 * relocation request count together, by visitor address (TRUST_PROXY says whose X-Forwarded-For names it), whether
 * sent as JSON by the page's script or as a form without it (docs/decisions/137).
 */
@Injectable()
export class VisitorFormLimit {
  private readonly rate: PerClientRateLimit;

  constructor(@Inject(ClockToken) clock: Clock) {
    this.rate = new PerClientRateLimit(clock, VISITOR_FORM_RATE);
  }

  /** Counts the form; undefined when it may go on, else the true seconds until the client may send one again. */
  retryAfterSeconds(request: Request): number | undefined {
    const decision = this.rate.take(limitedClientOf(request.ip ?? 'unknown'));
    return decision.allowed ? undefined : Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  }

  /** Counts the form, or answers 429 with a true Retry-After. */
  take(request: Request, response: Response): void {
    const seconds = this.retryAfterSeconds(request);
    if (seconds === undefined) return;
    response.setHeader('Retry-After', String(seconds));
    throw new HttpException(`Too many forms were sent from your address. Please try again in ${seconds} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}
