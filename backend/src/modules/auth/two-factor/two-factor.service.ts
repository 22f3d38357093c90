import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { toDataURL } from 'qrcode';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { SettingsService } from '../../settings/settings.service';
import { User } from '../entities/user.entity';
import { verifyPassword } from '../password';
import type {
  ReauthenticateDto,
  SecondFactorMethod,
  TotpEnrolmentDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { Passkey } from './entities/passkey.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { TotpFactor } from './entities/totp-factor.entity';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly rateLimit: RateLimitService,
  ) {}

  private get totp() {
    return this.dataSource.getRepository(TotpFactor);
  }

  private get codes() {
    return this.dataSource.getRepository(RecoveryCode);
  }

  private get passkeys() {
    return this.dataSource.getRepository(Passkey);
  }

  /** Whether the site requires a second factor of every staff member. */
  get required(): boolean {
    return this.settings.values().requireTwoFactor;
  }

  /** The ways `userId` can finish a sign-in; empty when the account has no second factor. */
  async methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    const [totp, passkeys] = await Promise.all([
      this.totp.existsBy({ userId, confirmedAt: Not(IsNull()) }),
      this.passkeys.existsBy({ userId }),
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
      this.totp.find({
        where: { userId: In(userIds), confirmedAt: Not(IsNull()) },
        select: { userId: true },
      }),
      this.passkeys.find({ where: { userId: In(userIds) }, select: { userId: true } }),
    ]);
    return new Set([...totp, ...passkeys].map((row) => row.userId));
  }

  async status(userId: number): Promise<TwoFactorStatusDto> {
    const [totp, recoveryCodesLeft, passkeys] = await Promise.all([
      this.totp.existsBy({ userId, confirmedAt: Not(IsNull()) }),
      this.codes.countBy({ userId, usedAt: IsNull() }),
      this.passkeys.find({ where: { userId }, order: { id: 'ASC' } }),
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
    // Two atomic statements, so starts racing each other never collide on the one row per account:
    // the row is made if missing, then given the new secret unless a confirmed app is already there.
    await this.totp
      .createQueryBuilder()
      .insert()
      .values({ userId: user.id, secret, confirmedAt: null, lastUsedStep: null })
      .orIgnore()
      .execute();
    const started = await this.totp.update(
      { userId: user.id, confirmedAt: IsNull() },
      { secret, lastUsedStep: null },
    );
    if (!started.affected) throw new TotpAlreadyOnError();
    const issuer = this.settings.values().ministryName || 'Ministry';
    const uri = totpUri(secret, user.email ?? user.username, issuer);
    return { secret, uri, qrCode: await toDataURL(uri, { margin: 1, width: 220 }) };
  }

  /** A right code turns the app on and hands out the ten recovery codes (replacing any). */
  async confirmTotp(userId: number, code: string): Promise<string[]> {
    const factor = await this.totp.findOneBy({ userId });
    if (!factor) throw new NoTotpEnrolmentError();
    if (factor.confirmedAt) throw new TotpAlreadyOnError();
    const step = totpStep(factor.secret, code);
    if (step === null) throw new WrongSetupCodeError();
    // Only the first of two confirmations racing each other turns it on and hands out codes.
    const confirmed = await this.totp.update(
      { userId, confirmedAt: IsNull() },
      { confirmedAt: new Date(), lastUsedStep: step },
    );
    if (!confirmed.affected) throw new TotpAlreadyOnError();
    return this.replaceRecoveryCodes(userId);
  }

  /** Checks a code of the app, once: `'reused'` for a right code whose time step was already used. */
  async checkTotp(userId: number, code: string): Promise<CodeCheck> {
    const factor = await this.totp.findOneBy({ userId, confirmedAt: Not(IsNull()) });
    const step = factor ? totpStep(factor.secret, code) : null;
    if (step === null) return 'wrong';
    if (await this.acceptStep(userId, step)) return 'ok';
    return 'reused';
  }

  /** Checks a code of the app, once: the step is recorded in the same statement that accepts it. */
  async verifyTotp(userId: number, code: string): Promise<boolean> {
    return (await this.checkTotp(userId, code)) === 'ok';
  }

  /** Records `step` as used unless it (or a later one) already was; false then. */
  private async acceptStep(userId: number, step: number): Promise<boolean> {
    const result = await this.totp
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step })
      .where('user_id = :userId AND (last_used_step IS NULL OR last_used_step < :step)', {
        userId,
        step,
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Uses up a recovery code: `'reused'` when it is one of the account's codes, used already. */
  async useRecoveryCode(userId: number, code: string): Promise<CodeCheck> {
    const codeHash = hashRecoveryCode(code);
    const result = await this.codes.update(
      { userId, codeHash, usedAt: IsNull() },
      { usedAt: new Date() },
    );
    if ((result.affected ?? 0) === 1) return 'ok';
    return (await this.codes.existsBy({ userId, codeHash })) ? 'reused' : 'wrong';
  }

  /** Turns the app off (and its recovery codes go). */
  async disableTotp(userId: number, proof: ReauthenticateDto, res: Response): Promise<void> {
    await this.reauthenticate(userId, proof, res);
    const passkeys = await this.passkeys.existsBy({ userId });
    if (this.required && !passkeys) throw new LastFactorRequiredError();
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(TotpFactor, { userId });
      await manager.delete(RecoveryCode, { userId });
    });
  }

  async regenerateRecoveryCodes(
    userId: number,
    proof: ReauthenticateDto,
    res: Response,
  ): Promise<string[]> {
    await this.reauthenticate(userId, proof, res);
    if (!(await this.totp.existsBy({ userId, confirmedAt: Not(IsNull()) })))
      throw new NoTotpError();
    return this.replaceRecoveryCodes(userId);
  }

  /** Whether removing one passkey would leave a staff member without the second factor the site requires. */
  async wouldLoseLastFactor(userId: number): Promise<boolean> {
    if (!this.required) return false;
    const [totp, passkeys] = await Promise.all([
      this.totp.existsBy({ userId, confirmedAt: Not(IsNull()) }),
      this.passkeys.countBy({ userId }),
    ]);
    return !totp && passkeys <= 1;
  }

  private async replaceRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(RecoveryCode, { userId });
      await manager.insert(
        RecoveryCode,
        codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })),
      );
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
      const user = await this.dataSource
        .getRepository(User)
        .findOne({ where: { id: userId }, select: { id: true, password: true } });
      if (user && (await verifyPassword(user.password, password))) return;
    }
    throw new ReauthFailedError();
  }
}
