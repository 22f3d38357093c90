import type { AppConfig } from '../../config/app-config';
import type { RateLimitRepository } from '../../common/rate-limit/rate-limit.repository';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { FakeRateLimitRepository } from '../../common/rate-limit/testing/fake-rate-limit.repository';
import {
  ACCOUNT_DEACTIVATED,
  AccountDeactivatedError,
  INVALID_CREDENTIALS,
  InvalidCredentialsError,
  SignInThrottledError,
} from './auth.errors';
import { AuthService, SIGN_IN_BUCKETS } from './auth.service';
import { hashPassword } from './password';
import { as, FakeUsersRepository } from './testing/fakes';
import type { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const THROTTLE = {
  maxFailuresPerAccount: 3,
  maxFailuresPerAddress: 6,
  maxFailuresPerAccountAllAddresses: 8,
  windowSeconds: 900,
};

let password: string;
beforeAll(async () => {
  password = await hashPassword('the right password');
});

function setUp() {
  const users = new FakeUsersRepository();
  const counters = new FakeRateLimitRepository();
  const config = { loginThrottle: THROTTLE } as AppConfig;
  const auth = new AuthService(
    new UsersService(as<UsersRepository>(users)),
    new RateLimitService(as<RateLimitRepository>(counters), config),
    config,
  );
  const ruth = users.add({
    username: 'ruth',
    email: 'ruth@example.org',
    password,
    role: 'content',
  });
  return { auth, users, counters, ruth };
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('AuthService.authenticate (the staff sign-in throttle)', () => {
  it('signs in by username or by e-mail address, and says nothing of which part was wrong', async () => {
    const { auth, ruth } = setUp();
    await expect(
      auth.authenticate('ruth', 'the right password', '10.0.0.1'),
    ).resolves.toMatchObject({ id: ruth.id });
    await expect(
      auth.authenticate('Ruth@Example.org', 'the right password', '10.0.0.1'),
    ).resolves.toMatchObject({ id: ruth.id });
    const wrong = await refusal(auth.authenticate('ruth', 'nope', '10.0.0.2'));
    const unknown = await refusal(auth.authenticate('nobody', 'nope', '10.0.0.2'));
    expect(wrong).toBeInstanceOf(InvalidCredentialsError);
    expect(unknown).toBeInstanceOf(InvalidCredentialsError);
    expect((wrong as Error).message).toBe(INVALID_CREDENTIALS);
  });

  it('refuses past the limit per account and address, before checking the password, with a growing wait', async () => {
    const { auth } = setUp();
    for (let i = 0; i < THROTTLE.maxFailuresPerAccount; i++)
      await expect(auth.authenticate('ruth', 'nope', '10.0.0.1')).rejects.toThrow(
        InvalidCredentialsError,
      );
    const first = (await refusal(
      auth.authenticate('ruth', 'the right password', '10.0.0.1'),
    )) as SignInThrottledError;
    expect(first).toBeInstanceOf(SignInThrottledError);
    expect(first.retryAfterSeconds).toBe(THROTTLE.windowSeconds);
    expect(first.message).toBe('Too many failed sign-in attempts. Try again in 15 minute(s).');
    const second = (await refusal(
      auth.authenticate('ruth', 'the right password', '10.0.0.1'),
    )) as SignInThrottledError;
    expect(second.retryAfterSeconds).toBe(2 * THROTTLE.windowSeconds);
  });

  it('leaves the owner at another address alone', async () => {
    const { auth, ruth } = setUp();
    for (let i = 0; i <= THROTTLE.maxFailuresPerAccount; i++)
      await refusal(auth.authenticate('ruth', 'nope', '203.0.113.9'));
    await expect(
      auth.authenticate('ruth', 'the right password', '10.0.0.1'),
    ).resolves.toMatchObject({ id: ruth.id });
  });

  it('a right password clears its own counter and does not count against the address', async () => {
    const { auth, counters, ruth } = setUp();
    await refusal(auth.authenticate('ruth', 'nope', '10.0.0.1'));
    await refusal(auth.authenticate('ruth', 'nope', '10.0.0.1'));
    await auth.authenticate('ruth', 'the right password', '10.0.0.1');
    expect(counters.pointsOf(SIGN_IN_BUCKETS.accountAddress, `${ruth.id}|10.0.0.1`)).toBe(0);
    expect(counters.pointsOf(SIGN_IN_BUCKETS.address, '10.0.0.1')).toBe(2);
    expect(counters.pointsOf(SIGN_IN_BUCKETS.account, String(ruth.id))).toBe(2);
  });

  it('counts an unknown name under the name, so guessing names is throttled too', async () => {
    const { auth, counters } = setUp();
    await refusal(auth.authenticate('Ghost', 'x', '10.0.0.1'));
    expect(counters.pointsOf(SIGN_IN_BUCKETS.accountAddress, 'name:ghost|10.0.0.1')).toBe(1);
  });

  it('tells a deactivated account so only after the right password', async () => {
    const { auth, users, ruth } = setUp();
    await users.update(ruth.id, { deactivatedAt: new Date() });
    await expect(auth.authenticate('ruth', 'nope', '10.0.0.1')).rejects.toThrow(
      InvalidCredentialsError,
    );
    const error = await refusal(auth.authenticate('ruth', 'the right password', '10.0.0.1'));
    expect(error).toBeInstanceOf(AccountDeactivatedError);
    expect((error as Error).message).toBe(ACCOUNT_DEACTIVATED);
  });
});
