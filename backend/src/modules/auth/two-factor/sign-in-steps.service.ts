import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { PendingSecondFactor } from '../../../common/access/session-data';
import { regenerateSession, startUserSession } from '../../../common/http/session';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { AuditService } from '../../audit/audit.service';
import { ACCOUNT_DEACTIVATED } from '../auth.service';
import { toUserResponse, type UserResponseDto } from '../dto/user-response.dto';
import type { User } from '../entities/user.entity';
import { toSignedIn, UsersService } from '../users.service';
import type { SecondFactorRequiredDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** How long the second step may take after the password. */
export const SECOND_STEP_MS = 5 * 60_000;
/** Codes (or passkey attempts) per second step; then the password again. */
export const SECOND_STEP_ATTEMPTS = 5;
export const SECOND_STEP_EXPIRED = 'Your sign-in expired. Enter your username and password again.';
export const SECOND_STEP_TOO_MANY = 'Too many wrong codes. Enter your username and password again.';
export const INVALID_CODE = 'Invalid code';

/**
 * The steps of a staff sign-in (issue 15): after the password, either signed in, or signed in for
 * enrolment only (2FA required, none set up), or a short-lived second step that is not a session.
 */
@Injectable()
export class SignInSteps {
  constructor(
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly rateLimit: RateLimitService,
    private readonly audit: AuditService,
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
   * The pending second step of this session, counted as one attempt (five per step, then it is gone).
   * 401 when there is none or it expired.
   */
  async pendingAttempt(req: Request, res: Response): Promise<PendingSecondFactor> {
    const pending = req.session.secondFactor;
    if (!pending || pending.expiresAt < Date.now()) {
      delete req.session.secondFactor;
      throw new UnauthorizedException(SECOND_STEP_EXPIRED);
    }
    const wait = await this.rateLimit.consume('second-factor', pending.id, {
      points: SECOND_STEP_ATTEMPTS,
      windowSeconds: SECOND_STEP_MS / 1000,
    });
    if (wait > 0) {
      delete req.session.secondFactor;
      res.setHeader('Retry-After', '0');
      throw new HttpException({ message: SECOND_STEP_TOO_MANY }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return pending;
  }

  /** A code or recovery code for the pending step. */
  async withCode(
    req: Request,
    res: Response,
    code: { code?: string; recoveryCode?: string },
  ): Promise<UserResponseDto> {
    const pending = await this.pendingAttempt(req, res);
    const right = code.code
      ? await this.twoFactor.verifyTotp(pending.userId, code.code)
      : await this.twoFactor.useRecoveryCode(pending.userId, code.recoveryCode ?? '');
    if (!right) throw new UnauthorizedException(INVALID_CODE);
    return this.complete(req, pending.userId, code.code ? 'totp' : 'recovery_code');
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
    if (!user) throw new UnauthorizedException(SECOND_STEP_EXPIRED);
    if (user.deactivatedAt) throw new UnauthorizedException(ACCOUNT_DEACTIVATED);
    await startUserSession(req, user.id, { enrolmentOnly: undefined });
    await this.users.recordSignIn(user.id);
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
