import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { toDataURL } from 'qrcode';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { SettingsService } from '../../settings/settings.service';
import { Transactions } from '../../../database/transactions';
import type { User } from '../entities/user.entity';
import { UsersRepository } from '../users.repository';
import { verifyPassword } from '../password';
import type {
  ReauthenticateDto,
  SecondFactorMethod,
  TotpEnrolmentDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { PasskeysRepository } from './passkeys.repository';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { TotpFactorsRepository } from './totp-factors.repository';
import {
  LastFactorRequiredError,
  NoTotpEnrolmentError,
  NoTotpError,
  ReauthFailedError,
  ReauthRequiredError,
  TotpAlreadyOnError,
  WrongSetupCodeError,
} from './two-factor.errors';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from './totp';

/** How a code of the app or a recovery code fared: right, wrong, or right but used already. */
export type CodeCheck = 'ok' | 'wrong' | 'reused';

/**
 * Two-factor sign-in of staff: the authenticator app (TOTP) and the recovery codes; passkeys
 * are `PasskeysService`'s. Secrets are encrypted at rest, codes are good once.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly totp: TotpFactorsRepository,
    private readonly codes: RecoveryCodesRepository,
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
    private readonly transactions: Transactions,
    private readonly settings: SettingsService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** Whether the site requires a second factor of every staff member. */
  get required(): boolean {
    return this.settings.values().requireTwoFactor;
  }

  /** The ways `userId` can finish a sign-in; empty when the account has no second factor. */
  async methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    const [totp, passkeys] = await Promise.all([
      this.totp.hasConfirmed(userId),
      this.passkeys.hasAny(userId),
    ]);
    const methods: SecondFactorMethod[] = [];
    if (totp) methods.push('totp', 'recovery');
    if (passkeys) methods.push('passkey');
    return methods;
  }

  /** Of `userIds`, those with a second factor (the Staff tab's "2FA on"). */
  async withSecondFactor(userIds: number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const [totp, passkeys] = await Promise.all([
      this.totp.confirmedAmong(userIds),
      this.passkeys.ownersAmong(userIds),
    ]);
    return new Set([...totp, ...passkeys]);
  }

  async status(userId: number): Promise<TwoFactorStatusDto> {
    const [totp, recoveryCodesLeft, passkeys] = await Promise.all([
      this.totp.hasConfirmed(userId),
      this.codes.countUnused(userId),
      this.passkeys.listOf(userId),
    ]);
    return {
      totp,
      recoveryCodesLeft,
      passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({
        id,
        name,
        createdAt,
        lastUsedAt,
      })),
      required: this.required,
    };
  }

  /** Starts (or starts again) setting up the app: a new secret, pending until a code confirms it. */
  async startTotp(user: Pick<User, 'id' | 'username' | 'email'>): Promise<TotpEnrolmentDto> {
    const secret = newTotpSecret();
    // Starts racing each other never collide on the one row per account (see `startPending`).
    if (!(await this.totp.startPending(user.id, secret))) throw new TotpAlreadyOnError();
    const issuer = this.settings.values().ministryName || 'Ministry';
    const uri = totpUri(secret, user.email ?? user.username, issuer);
    return { secret, uri, qrCode: await toDataURL(uri, { margin: 1, width: 220 }) };
  }

  /** A right code turns the app on and hands out the ten recovery codes (replacing any). */
  async confirmTotp(userId: number, code: string): Promise<string[]> {
    const factor = await this.totp.findOf(userId);
    if (!factor) throw new NoTotpEnrolmentError();
    if (factor.confirmedAt) throw new TotpAlreadyOnError();
    const step = totpStep(factor.secret, code);
    if (step === null) throw new WrongSetupCodeError();
    // Only the first of two confirmations racing each other turns it on and hands out codes.
    if (!(await this.totp.confirm(userId, step))) throw new TotpAlreadyOnError();
    return this.replaceRecoveryCodes(userId);
  }

  /** Checks a code of the app, once: `'reused'` for a right code whose time step was already used. */
  async checkTotp(userId: number, code: string): Promise<CodeCheck> {
    const factor = await this.totp.findConfirmed(userId);
    const step = factor ? totpStep(factor.secret, code) : null;
    if (step === null) return 'wrong';
    if (await this.totp.acceptStep(userId, step)) return 'ok';
    return 'reused';
  }

  /** Checks a code of the app, once: the step is recorded in the same statement that accepts it. */
  async verifyTotp(userId: number, code: string): Promise<boolean> {
    return (await this.checkTotp(userId, code)) === 'ok';
  }

  /** Uses up a recovery code: `'reused'` when it is one of the account's codes, used already. */
  async useRecoveryCode(userId: number, code: string): Promise<CodeCheck> {
    const codeHash = hashRecoveryCode(code);
    if (await this.codes.useUp(userId, codeHash)) return 'ok';
    return (await this.codes.exists(userId, codeHash)) ? 'reused' : 'wrong';
  }

  /** Turns the app off (and its recovery codes go). */
  async disableTotp(userId: number, proof: ReauthenticateDto, res: Response): Promise<void> {
    await this.reauthenticate(userId, proof, res);
    const passkeys = await this.passkeys.hasAny(userId);
    if (this.required && !passkeys) throw new LastFactorRequiredError();
    await this.transactions.run(async () => {
      await this.totp.deleteOf(userId);
      await this.codes.deleteOf(userId);
    });
  }

  async regenerateRecoveryCodes(
    userId: number,
    proof: ReauthenticateDto,
    res: Response,
  ): Promise<string[]> {
    await this.reauthenticate(userId, proof, res);
    if (!(await this.totp.hasConfirmed(userId))) throw new NoTotpError();
    return this.replaceRecoveryCodes(userId);
  }

  /** Whether removing one passkey would leave a staff member without the second factor the site requires. */
  async wouldLoseLastFactor(userId: number): Promise<boolean> {
    if (!this.required) return false;
    const [totp, passkeys] = await Promise.all([
      this.totp.hasConfirmed(userId),
      this.passkeys.countOf(userId),
    ]);
    return !totp && passkeys <= 1;
  }

  private async replaceRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.transactions.run(async () => {
      await this.codes.deleteOf(userId);
      await this.codes.insert(userId, codes.map(hashRecoveryCode));
    });
    return codes;
  }

  /** The password or a current code, counted (10 tries per quarter hour and account). */
  private async reauthenticate(
    userId: number,
    { password, code }: ReauthenticateDto,
    res: Response,
  ): Promise<void> {
    if (!password && !code) throw new ReauthRequiredError();
    await this.rateLimit.enforce(res, [
      {
        bucket: 'two-factor-reauth',
        key: String(userId),
        limit: { points: 10, windowSeconds: 900 },
      },
    ]);
    if (code && (await this.verifyTotp(userId, code))) return;
    if (password) {
      const user = await this.users.findColumns(userId, ['id', 'password']);
      if (user && (await verifyPassword(user.password, password))) return;
    }
    throw new ReauthFailedError();
  }
}
