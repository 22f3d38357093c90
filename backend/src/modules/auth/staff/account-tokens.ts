import { createHash, randomBytes } from 'node:crypto';

/** A new one-time token (256 random bits) for a link, and the hash that is stored of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as links carry it: 43 base64url characters. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export const INVITATION_VALID_MS = 72 * 3600_000;
export const PASSWORD_RESET_VALID_MS = 3600_000;

export const LINK_INVALID = 'This link is not valid. Check that you copied the whole address.';
export const LINK_EXPIRED = 'This link has expired. Ask an administrator for a new one.';
export const LINK_USED = 'This link has already been used.';
export const INVITATION_REVOKED =
  'This invitation was withdrawn. Ask an administrator for a new one.';
