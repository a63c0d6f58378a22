import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBody } from './error-body.js';
import { describeError } from './error-cause.js';
import { detailsOfDomainError, statusOfDomainError, statusOfRequestError } from './domain-errors.js';

/**
 * Every error leaves the API in the one docs/architecture.md §3 shape, and nothing ever shows a stack trace:
 * domain refusals and unreadable requests get their 4xx/502, unexpected errors are logged and answered 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    if (response.headersSent) return;

    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      response.status(status).json(errorBody(status, messageOf(exception)));
      return;
    }
    const domainStatus = statusOfDomainError(exception);
    if (domainStatus !== undefined) {
      // docs/decisions/056, 093: a 5xx the domain foresaw (storage, feed, limit log down) has its cause logged once, without a stack.
      if (domainStatus >= 500) this.logger.error(`${request.method} ${request.path} answered ${domainStatus}: ${describeError(exception)}`);
      response.status(domainStatus).json({ ...errorBody(domainStatus, (exception as Error).message), ...detailsOfDomainError(exception) });
      return;
    }
    const requestError = statusOfRequestError(exception);
    if (requestError) {
      response.status(requestError.status).json(errorBody(requestError.status, requestError.message));
      return;
    }
    // The path only: an upload URL's query is its signature (docs/decisions/056). The cause, with its code (SQLITE_FULL,
    // ENOSPC…), on the line itself; the stack beside it.
    this.logger.error(`${request.method} ${request.path} failed: ${describeError(exception)}`, exception instanceof Error ? exception.stack : String(exception));
    response.status(500).json(errorBody(500, 'Something went wrong on our side. Please try again.'));
  }
}

function messageOf(exception: HttpException): string {
  const answer = exception.getResponse();
  if (typeof answer === 'string') return answer;
  const message = (answer as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
