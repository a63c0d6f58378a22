import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBody } from './error-body.js';
import { statusOfDomainError, statusOfRequestError } from './domain-errors.js';

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
      response.status(domainStatus).json(errorBody(domainStatus, (exception as Error).message));
      return;
    }
    const requestError = statusOfRequestError(exception);
    if (requestError) {
      response.status(requestError.status).json(errorBody(requestError.status, requestError.message));
      return;
    }
    this.logger.error(`${request.method} ${request.originalUrl} failed`, exception instanceof Error ? exception.stack : String(exception));
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
