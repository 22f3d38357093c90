import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /**
   * Exact paths whose writes are authorised by a secret token in the request, never by the session
   * cookie, so there is nothing for another site to ride. The unsubscribe page is one: it is served
   * with `Referrer-Policy: no-referrer`, so Chromium posts its form with `Origin: null`, and RFC 8058
   * one-click POSTs come from mail providers, not from our origin.
   */
  tokenAuthorisedPaths?: string[];
}

/**
 * Refuses state-changing requests that a browser marks as coming from another site, so a session
 * cookie cannot be ridden from elsewhere (SameSite=Lax covers most of it; this closes the rest).
 */
export function sameOriginOnly(allowedOrigins: string[], options: SameOriginOptions = {}) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  const tokenPaths = new Set((options.tokenAuthorisedPaths ?? []).map(routeKey));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || tokenPaths.has(routeKey(req.path))) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site') {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    const origin = req.get('origin');
    if (origin && !isSameOrigin(origin, req, allowed)) {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    next();
  };
}

function isSameOrigin(origin: string, req: Request, allowed: Set<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}

/** How the router compares paths: case-insensitive, a trailing slash ignored. */
function routeKey(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1');
}
