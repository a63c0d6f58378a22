import { type CanActivate, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AdminAuthenticator } from '../../domain/admin/admin-authenticator.js';
import { AdminAuthenticatorToken } from '../../domain/tokens.js';

/** The session token of an admin call: `Authorization: Bearer <token>`. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** docs/architecture.md §3: every admin call answers 401 without a live session token. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(AdminAuthenticatorToken) private readonly authenticator: AdminAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const token = bearerToken(request);
    if (token !== undefined && (await this.authenticator.check(token))) return true;
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
    throw new UnauthorizedException('Sign in as the operator first.');
  }
}
