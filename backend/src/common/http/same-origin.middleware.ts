import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** OpenAPI extension on a write authorised by a token: the document promises no same-origin 403 for it. */
export const TOKEN_AUTHORISED_EXTENSION = 'x-token-authorised';

/**
 * The core's register of paths whose writes are authorised by a secret token in the request, never by
 * the session cookie, so there is nothing for another site to ride; features add theirs. The
 * unsubscribe page is one: it is served with `Referrer-Policy: no-referrer`, so Chromium posts its form
 * with `Origin: null`, and RFC 8058 one-click POSTs come from mail providers, not from our origin.
 */
@Injectable()
export class TokenAuthorisedPaths {
  private readonly paths = new Set<string>();

  /** Exact paths, compared as the router compares them. */
  add(...paths: string[]): void {
    for (const path of paths) this.paths.add(routeKey(path));
  }

  has(path: string): boolean {
    return this.paths.has(routeKey(path));
  }
}

/**
 * Refuses state-changing requests that a browser marks as coming from another site, so a session
 * cookie cannot be ridden from elsewhere (SameSite=Lax covers most of it; this closes the rest). The
 * origin is compared with the configured list only, never with the request's own Host header, which
 * whoever sends the request chooses (a DNS-rebinding page sends its own name in both).
 */
export function sameOriginOnly(
  allowedOrigins: string[],
  tokenPaths: Pick<TokenAuthorisedPaths, 'has'> = new TokenAuthorisedPaths(),
) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || tokenPaths.has(req.path)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site') {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    const origin = req.get('origin');
    if (origin && !allowed.has(origin)) {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    next();
  };
}

/** How the router compares paths: case-insensitive, a trailing slash ignored. */
function routeKey(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1');
}
