import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site, so a session
 * cookie cannot be ridden from elsewhere (SameSite=Lax covers most of it; this closes the rest). The
 * origin is compared with the configured list only, never with the request's own Host header, which
 * whoever sends the request chooses (a DNS-rebinding page sends its own name in both).
 */
export function sameOriginOnly(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
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
