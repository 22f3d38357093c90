import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { SESSION_COOKIE } from '../access/access.decorators';
import '../access/session-data';
import { clientAddress } from './client-address';

/** What a user account's sign-in keeps in the session beside `userId` (the staff session's facts). */
const USER_SIGN_IN_FIELDS = [
  'signedInAt',
  'lastSeenAt',
  'userAgent',
  'address',
  // Stays with the user it restricts: a member sign-in in the same browser must not lift it.
  'enrolmentOnly',
] as const;
const KEPT_FIELDS = ['userId', 'memberId', ...USER_SIGN_IN_FIELDS] as const;

/** A new session id carrying over what the old session held, then `changes` applied (fixation defence). */
export function regenerateSession(req: Request, changes: Partial<SessionData>): Promise<void> {
  const kept: Partial<SessionData> = {};
  for (const key of KEPT_FIELDS) Object.assign(kept, { [key]: req.session[key] });
  // Signing out the user account drops what its sign-in recorded.
  if ('userId' in changes && changes.userId === undefined) {
    for (const key of USER_SIGN_IN_FIELDS) delete kept[key];
  }
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      Object.assign(req.session, kept, changes);
      for (const key of KEPT_FIELDS) {
        if (req.session[key] === undefined) delete req.session[key];
      }
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/**
 * Signs a user account in on a new session id: a member sign-in already in this browser is dropped
 * (one planted there by someone else must not ride along), and the session records when, from which
 * browser and address (the idle and absolute limits, "My account"'s list of sessions).
 */
export function startUserSession(
  req: Request,
  userId: number,
  extra: Partial<SessionData> = {},
): Promise<void> {
  const now = Date.now();
  return regenerateSession(req, {
    userId,
    memberId: undefined,
    signedInAt: now,
    lastSeenAt: now,
    userAgent: (req.get('user-agent') ?? '').slice(0, 512),
    address: clientAddress(req) ?? 'unknown',
    ...extra,
  });
}

/** Ends the whole session (admin and member alike). */
export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Signs out one identity (the admin user or the community member). The other one, when present, stays
 * signed in on a new session id; otherwise the whole session ends and its cookie is cleared.
 */
export async function endSignIn(
  req: Request,
  res: Response,
  which: 'userId' | 'memberId',
): Promise<void> {
  const other = which === 'userId' ? 'memberId' : 'userId';
  if (req.session?.[other] !== undefined) {
    await regenerateSession(req, { [which]: undefined });
    return;
  }
  await destroySession(req);
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Signs a member out of every session they hold (their account is gone): the member leaves each
 * stored session; an administrator signed in in the same browser stays signed in.
 */
export async function forgetMemberSessions(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  memberId: number,
): Promise<void> {
  await query(
    `UPDATE sessions SET sess = (sess::jsonb - 'memberId')::json WHERE sess->>'memberId' = $1`,
    [String(memberId)],
  );
}
