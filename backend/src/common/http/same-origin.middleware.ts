import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site, so a session
 * cookie cannot be ridden from elsewhere (SameSite=Lax covers most of it; this closes the rest).
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
