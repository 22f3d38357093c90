import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { SiteLanguages } from '../../../common/i18n/site-languages';
import { randomBytes } from 'node:crypto';
import type { PendingSecondFactor } from '../../../common/access/session-data';
import { regenerateSession, startUserSession } from '../../../common/http/session';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { AuditService } from '../../audit/audit.service';
import { AccountDeactivatedError } from '../auth.errors';
import { toUserResponse, type UserResponseDto } from '../dto/user-response.dto';
import type { User } from '../entities/user.entity';
import { StaffMailService } from '../staff/staff-mail.service';
import { toSignedIn, UsersService } from '../users.service';
import type { SecondFactorRequiredDto } from './dto/two-factor.dto';
import {
  INVALID_CODE,
  CODE_ALREADY_USED,
  RECOVERY_CODE_ALREADY_USED,
  SecondFactorLockedError,
  SecondFactorRefusedError,
  SecondStepExpiredError,
  SecondStepTooManyError,
} from './two-factor.errors';
import { TwoFactorService } from './two-factor.service';

/** How long the second step may take after the password. */
export const SECOND_STEP_MS = 5 * 60_000;
/** Codes (or passkey attempts) per second step; then the password again. */
export const SECOND_STEP_ATTEMPTS = 5;

/**
 * Wrong second-step answers (codes, recovery codes, passkeys) per account, across every step, session
 * and address: past them each attempt is refused for a wait that doubles (one window first, at most a
 * day), the owner is e-mailed once and the trail records it. With ±1 step of drift a guess is right 3
 * times in 10⁶: at this pace an attacker who has the password needs years, not hours.
 */
export const SECOND_FACTOR_FAILURES = { points: 10, windowSeconds: 3600 };
export const SECOND_FACTOR_MAX_WAIT_SECONDS = 86_400;
export const SECOND_FACTOR_BUCKET = 'second-factor-account';

/**
 * The steps of a staff sign-in (docs/architecture.md, "Two-factor sign-in"): after the password, either signed in, or signed in for
 * enrolment only (2FA required, none set up), or a short-lived second step that is not a session.
 */
@Injectable()
export class SignInSteps {
  private readonly logger = new Logger(SignInSteps.name);

  constructor(
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly rateLimit: RateLimitService,
    private readonly audit: AuditService,
    private readonly mail: StaffMailService,
    private readonly languages: SiteLanguages,
  ) {}

  /** After a right password. */
  async afterPassword(
    req: Request,
    user: User,
  ): Promise<UserResponseDto | SecondFactorRequiredDto> {
    const methods = await this.twoFactor.methodsOf(user.id);
    if (methods.length) {
      const expiresAt = Date.now() + SECOND_STEP_MS;
      const secondFactor: PendingSecondFactor = {
        userId: user.id,
        expiresAt,
        id: randomBytes(16).toString('base64url'),
      };
      // A member sign-in already in this browser is dropped, as at any staff sign-in.
      await regenerateSession(req, {
        userId: undefined,
        memberId: undefined,
        enrolmentOnly: undefined,
        secondFactor,
      });
      return { secondFactor: { methods, expiresAt: new Date(expiresAt).toISOString() } };
    }
    const enrolmentOnly = this.twoFactor.required && user.role !== null;
    // A member sign-in already in this browser is dropped: one planted there by someone else must not
    // ride along into the administrator's new session.
    await startUserSession(req, user.id, { enrolmentOnly: enrolmentOnly || undefined });
    await this.users.recordSignIn(user.id);
    return this.answer(user, enrolmentOnly);
  }

  /**
   * The pending second step of this session, counted as one attempt: five per step (then the password
   * again), and on the account's own counter across steps (`SECOND_FACTOR_FAILURES`). 401 when there is
   * no step or it expired; 429 past either count.
   */
  async pendingAttempt(req: Request): Promise<PendingSecondFactor> {
    const pending = req.session.secondFactor;
    if (!pending || pending.expiresAt < Date.now()) {
      delete req.session.secondFactor;
      throw new SecondStepExpiredError();
    }
    const { wait, points } = await this.rateLimit.countAttemptAndTell(
      SECOND_FACTOR_BUCKET,
      String(pending.userId),
      SECOND_FACTOR_FAILURES,
      SECOND_FACTOR_MAX_WAIT_SECONDS,
    );
    if (wait > 0) {
      delete req.session.secondFactor;
      // The first refusal of a run tells the owner and the trail; later ones only wait longer.
      if (points === SECOND_FACTOR_FAILURES.points + 1)
        await this.locked(req, pending.userId, wait);
      throw new SecondFactorLockedError(wait);
    }
    const stepWait = await this.rateLimit.consume('second-factor', pending.id, {
      points: SECOND_STEP_ATTEMPTS,
      windowSeconds: SECOND_STEP_MS / 1000,
    });
    if (stepWait > 0) {
      delete req.session.secondFactor;
      // The password again, at once: nothing to wait for.
      throw new SecondStepTooManyError();
    }
    return pending;
  }

  /** A wrong code, recovery code or passkey in the pending step: audited, then 401. */
  async failed(
    req: Request,
    userId: number,
    method: 'totp' | 'recovery_code' | 'passkey',
    message = INVALID_CODE,
    reason: 'wrong' | 'reused' = 'wrong',
  ): Promise<never> {
    const user = await this.users.findById(userId);
    await this.audit.record({
      actor: user,
      action: 'auth.second_factor_failed',
      target: { type: 'user', id: userId },
      summary: { method, reason },
      req,
    });
    throw new SecondFactorRefusedError(message);
  }

  /** The account's second step was just locked: the trail, and an e-mail to the owner. */
  private async locked(req: Request, userId: number, waitSeconds: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    await this.audit.record({
      actor: user,
      action: 'auth.second_factor_locked',
      target: { type: 'user', id: userId },
      summary: { failures: SECOND_FACTOR_FAILURES.points, waitSeconds },
      req,
    });
    if (!user.email) return;
    // Sent in the background: the refusal does not wait for the mail server.
    this.mail
      .secondFactorLocked(
        user.email,
        SECOND_FACTOR_FAILURES.points,
        Math.ceil(waitSeconds / 60),
        this.languages.of(req),
      )
      .catch((error: unknown) =>
        this.logger.warn(`The second-step alert to user ${userId} failed: ${String(error)}`),
      );
  }

  /** A code or recovery code for the pending step. */
  async withCode(
    req: Request,
    code: { code?: string; recoveryCode?: string },
  ): Promise<UserResponseDto> {
    const pending = await this.pendingAttempt(req);
    const method = code.code ? 'totp' : 'recovery_code';
    const outcome = code.code
      ? await this.twoFactor.checkTotp(pending.userId, code.code)
      : await this.twoFactor.useRecoveryCode(pending.userId, code.recoveryCode ?? '');
    if (outcome === 'reused') {
      return this.failed(
        req,
        pending.userId,
        method,
        code.code ? CODE_ALREADY_USED : RECOVERY_CODE_ALREADY_USED,
        'reused',
      );
    }
    if (outcome === 'wrong') return this.failed(req, pending.userId, method);
    return this.complete(req, pending.userId, method);
  }

  /**
   * Signs `userId` in on a new session id: the second step (or a passkey alone) succeeded, with
   * `method`, which the audit trail records.
   */
  async complete(
    req: Request,
    userId: number,
    method: 'totp' | 'recovery_code' | 'passkey',
  ): Promise<UserResponseDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new SecondStepExpiredError();
    if (user.deactivatedAt) throw new AccountDeactivatedError();
    await startUserSession(req, user.id, { enrolmentOnly: undefined });
    await this.users.recordSignIn(user.id);
    // The owner got through: the account's count of wrong answers starts again.
    await this.rateLimit.forgetAttempts(SECOND_FACTOR_BUCKET, String(user.id));
    await this.audit.record({
      actor: user,
      action: 'auth.sign_in',
      target: { type: 'user', id: user.id },
      summary: { method },
      req,
    });
    return this.answer(user, false);
  }

  /** A second factor was just set up: the enrolment-only session becomes a full one (a new id). */
  async enrolled(req: Request): Promise<void> {
    if (req.session.enrolmentOnly) await regenerateSession(req, { enrolmentOnly: undefined });
  }

  private answer(user: User, enrolmentOnly: boolean): UserResponseDto {
    const answer = toUserResponse(toSignedIn(user));
    return enrolmentOnly ? { ...answer, twoFactorSetupRequired: true } : answer;
  }
}
