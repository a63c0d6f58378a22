import { Body, Controller, Delete, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminAuthenticator } from '../../domain/admin/admin-authenticator.js';
import { ADMIN_SIGN_IN_DELAY_MS, AdminSignIn, SignInUnavailableError, type SignInOutcome } from '../../domain/admin/admin-sign-in.js';
import { AdminAuthenticatorToken } from '../../domain/tokens.js';
import { AdminGuard, bearerToken } from './admin.guard.js';

export class SignInRequest {
  @IsString()
  @MaxLength(1000)
  password!: string;
}

export interface SignInAnswer {
  token: string;
  expiresAt: string;
}

@Controller('api/admin/session')
export class AdminSessionController {
  constructor(
    @Inject(AdminSignIn) private readonly signIn: AdminSignIn,
    @Inject(AdminAuthenticatorToken) private readonly authenticator: AdminAuthenticator,
  ) {}

  /**
   * docs/architecture.md §3: 200 `{token, expiresAt}` or 401, never sooner than 1000 ms after the request (docs/product.md §9
   * login delay, now on the server), 429 with Retry-After after 5 failures a minute, and 503 with Retry-After, whatever
   * the password, when storage refuses the sign-in's writes (docs/decisions/093). Every one of them waits the second
   * (docs/decisions/018), so neither the status nor the time tells a right password from a wrong one.
   */
  @Post()
  @HttpCode(200)
  async open(@Body() body: SignInRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SignInAnswer> {
    const answerAt = performance.now() + ADMIN_SIGN_IN_DELAY_MS;
    const outcome: SignInOutcome | { readonly kind: 'failed'; readonly error: unknown } = await this.signIn
      .signIn(request.ip ?? 'unknown', body.password)
      .catch((error: unknown) => ({ kind: 'failed', error }) as const);
    await sleep(Math.max(0, answerAt - performance.now()));
    if (outcome.kind === 'failed') {
      // Answered 503 in the error shape by the exception filter, which logs the storage's own cause once.
      if (outcome.error instanceof SignInUnavailableError) response.setHeader('Retry-After', String(outcome.error.retryAfterSeconds));
      throw outcome.error;
    }
    if (outcome.kind === 'throttled') {
      response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      throw new HttpException(`Too many failed sign-ins. Try again in ${outcome.retryAfterSeconds} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (outcome.kind === 'denied') throw new UnauthorizedException('Invalid password.');
    return { token: outcome.session.token, expiresAt: outcome.session.expiresAt.toISOString() };
  }

  /** docs/architecture.md §3: Logout ends the session. */
  @Delete()
  @HttpCode(204)
  @UseGuards(AdminGuard)
  async close(@Req() request: Request): Promise<void> {
    await this.authenticator.signOut(bearerToken(request)!);
  }
}
