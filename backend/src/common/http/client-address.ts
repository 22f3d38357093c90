import type { NextFunction, Request, Response } from 'express';
import { isIP } from 'node:net';

export const BAD_CLIENT_ADDRESS = 'The client address could not be read.';

/**
 * The client's address as Express computed it from TRUST_PROXY (the hop the trusted proxies saw), or
 * null when it is not an IP address (a forwarded header that the trusted proxy passed on unchecked).
 * IPv4 addresses Node gives in their IPv6 form (`::ffff:1.2.3.4`) are written plainly.
 */
export function clientAddress(req: Pick<Request, 'ip'> | undefined): string | null {
  const ip = req?.ip;
  if (!ip || !isIP(ip)) return null;
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * Refuses a request whose client address is not an IP address (400), before anything counts it, so a
 * limit keyed by address can never be given a made-up key.
 */
export function requireClientAddress() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (clientAddress(req) !== null) return next();
    res.status(400).json({ message: BAD_CLIENT_ADDRESS });
  };
}
