import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import {
  AccountDeactivatedError,
  InvalidCredentialsError,
  SignInThrottledError,
} from './auth.errors';
import { User } from './entities/user.entity';
import { dummyHash, verifyPassword } from './password';
import { UsersService } from './users.service';

/** The throttle's counters: per account and client address together, and per client address. */
export const SIGN_IN_BUCKETS = {
  accountAddress: 'login-account',
  address: 'login-address',
  account: 'login-account-all',
} as const;

/**
 * The longest wait of the account-wide counter: an attack from many addresses slows the account's
 * sign-in down, but never shuts its owner out for longer than this.
 */
export const ACCOUNT_WIDE_MAX_WAIT_SECONDS = 3600;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks a username and password. The attempt is counted first, atomically, per (account, client
   * address) and per client address; a caller over either limit is refused before any password is
   * checked, with a wait that grows with each further attempt. Another address is not slowed down by
   * those two, so an account attacked from elsewhere stays open to its owner; a third counter, per
   * account from every address together (an attacker with many addresses), allows more and slows the
   * account for at most an hour at a time, never for good.
   */
  async authenticate(username: string, password: string, address: string): Promise<User> {
    const user = await this.users.findForSignIn(username);
    const {
      maxFailuresPerAccount,
      maxFailuresPerAddress,
      maxFailuresPerAccountAllAddresses,
      windowSeconds,
    } = this.config.loginThrottle;
    const account = user ? String(user.id) : `name:${username.toLowerCase()}`;
    const accountKey = `${account}|${address}`;
    const waits = await Promise.all([
      this.limits.countAttempt(SIGN_IN_BUCKETS.accountAddress, accountKey, {
        points: maxFailuresPerAccount,
        windowSeconds,
      }),
      this.limits.countAttempt(SIGN_IN_BUCKETS.address, address, {
        points: maxFailuresPerAddress,
        windowSeconds,
      }),
      this.limits.countAttempt(
        SIGN_IN_BUCKETS.account,
        account,
        { points: maxFailuresPerAccountAllAddresses, windowSeconds },
        ACCOUNT_WIDE_MAX_WAIT_SECONDS,
      ),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw new SignInThrottledError(wait);
    const valid = await verifyPassword(user?.password ?? (await dummyHash()), password);
    if (!user || !valid) throw new InvalidCredentialsError();
    // The right password: this account's counter from this address starts again, and the attempt is
    // not held against the address.
    await this.limits.forgetAttempts(SIGN_IN_BUCKETS.accountAddress, accountKey);
    await this.limits.refundAttempt(SIGN_IN_BUCKETS.address, address);
    await this.limits.refundAttempt(SIGN_IN_BUCKETS.account, account);
    // Only the right password learns that the account is deactivated.
    if (user.deactivatedAt) throw new AccountDeactivatedError();
    return user;
  }
}
