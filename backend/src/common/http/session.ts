import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { SESSION_COOKIE } from '../access/access.decorators';
import '../access/session-data';

/** A new session id carrying over what the old session held, then `changes` applied (fixation defence). */
export function regenerateSession(req: Request, changes: Partial<SessionData>): Promise<void> {
  const kept: Partial<SessionData> = { userId: req.session.userId, memberId: req.session.memberId };
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      Object.assign(req.session, kept, changes);
      for (const key of ['userId', 'memberId'] as const) {
        if (req.session[key] === undefined) delete req.session[key];
      }
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
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
