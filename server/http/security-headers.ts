import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { HeaderPairs } from './encoded-body.js';

export interface SecurityHeaders {
  /** The headers helmet sets, as computed once at start: the prebuilt answers of server/ui-hosting carry them too. */
  readonly pairs: HeaderPairs;
  /** Sets them on a response: the same headers helmet's own middleware sets, without its chain of a dozen middlewares per request. */
  readonly middleware: RequestHandler;
}

/**
 * The security headers (docs/architecture.md §2) are helmet's, and our policy is the same for every request
 * (no nonce), so helmet runs once at start against a recording response, and each request gets the
 * recorded list (docs/decisions/047). A policy that came to depend on the request would make helmet
 * answer asynchronously or differently per call: `securityHeaders` then refuses to start.
 */
/**
 * docs/decisions/054: what no page of the portal uses (camera, microphone, location, payment, sensors, device
 * access, ad-interest topics) is denied to it and to every frame it embeds (the partner widget, the retail ad).
 * Only features Chromium recognises are named: an unknown one (bluetooth, say) is logged as a console error on
 * every page a visitor opens.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

export function securityHeaders(options: Readonly<HelmetOptions>): SecurityHeaders {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      recorded.delete(name);
    },
    getHeader: (name: string) => recorded.get(name),
  };
  let finished = false;
  helmet(options)({ headers: {} } as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once: the security headers cannot be computed at start');
  const pairs: HeaderPairs = [...recorded, ['Permissions-Policy', PERMISSIONS_POLICY]];
  const middleware = (_request: Request, response: Response, next: NextFunction): void => {
    for (const [name, value] of pairs) response.setHeader(name, value);
    next();
  };
  return { pairs, middleware };
}
