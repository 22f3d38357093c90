import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PrincipalLookups } from '../../../common/access/principals';
import type { SignedInUser } from '../../../common/access/principals';
import { regenerateSession } from '../../../common/http/session';
import {
  publicSessionId,
  SIGNED_OUT_REASONS,
  UserSessions,
} from '../../../common/http/user-sessions.repository';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { AccountNotFoundError, PasswordRefusedError, SignInThrottledError } from '../auth.errors';
import {
  SamePasswordError,
  SessionNotFoundError,
  WrongCurrentPasswordError,
} from './account.errors';
import { SIGN_IN_BUCKETS } from '../auth.service';
import { hashPassword, verifyPassword } from '../password';
import { passwordProblem } from '../staff/password-policy';
import { UsersService } from '../users.service';
import { AccountSessionDto } from './account.dto';
import { deviceName } from './device-name';
import { clientAddress } from '../../../common/http/client-address';

/** "My account": a signed-in account's own password and sessions. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: UserSessions,
    private readonly principals: PrincipalLookups,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new password, given the current one (guesses count on the sign-in throttle of this account and
   * address). Every other session of the account ends; this one goes on under a new id.
   */
  async changePassword(
    req: Request,
    who: SignedInUser,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const user = await this.users.findById(who.id);
    if (!user) throw new AccountNotFoundError();
    const address = clientAddress(req) ?? 'unknown';
    const key = `${user.id}|${address}`;
    const { maxFailuresPerAccount, windowSeconds } = this.config.loginThrottle;
    const wait = await this.limits.countAttempt(SIGN_IN_BUCKETS.accountAddress, key, {
      points: maxFailuresPerAccount,
      windowSeconds,
    });
    if (wait > 0) throw new SignInThrottledError(wait);
    if (!(await verifyPassword(user.password, currentPassword)))
      throw new WrongCurrentPasswordError();
    await this.limits.forgetAttempts(SIGN_IN_BUCKETS.accountAddress, key);
    const problem = passwordProblem(newPassword, [user.username, user.email ?? '']);
    if (problem) throw new PasswordRefusedError(problem);
    if (newPassword === currentPassword) throw new SamePasswordError();
    await this.users.setPassword(user.id, await hashPassword(newPassword));
    await this.sessions.endAll(user.id, SIGNED_OUT_REASONS.passwordChanged, req.sessionID);
    await regenerateSession(req, {});
  }

  /** The account's sessions still in force (within the idle and absolute limits), newest first. */
  async list(req: Request, who: SignedInUser): Promise<AccountSessionDto[]> {
    const { idleMs, absoluteMs } = this.principals.staffSessionLimits();
    const now = Date.now();
    const current = publicSessionId(req.sessionID);
    return (await this.sessions.list(who.id))
      .filter(
        ({ sess }) =>
          (sess.lastSeenAt === undefined || now - sess.lastSeenAt < idleMs) &&
          (sess.signedInAt === undefined || now - sess.signedInAt < absoluteMs),
      )
      .map(({ id, sess }) => ({
        id,
        device: deviceName(sess.userAgent),
        address: sess.address ?? null,
        signedInAt: sess.signedInAt === undefined ? null : new Date(sess.signedInAt),
        lastSeenAt: sess.lastSeenAt === undefined ? null : new Date(sess.lastSeenAt),
        current: id === current,
      }));
  }

  /** Ends one of the account's sessions (this one too: that is signing out); 404 for any other id. */
  async end(who: SignedInUser, id: string): Promise<void> {
    if (!(await this.sessions.endOne(who.id, id, SIGNED_OUT_REASONS.sessionEnded)))
      throw new SessionNotFoundError();
  }
}
