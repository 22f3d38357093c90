import type { Request } from 'express';
import type { RateLimitRepository } from '../../../common/rate-limit/rate-limit.repository';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { FakeRateLimitRepository } from '../../../common/rate-limit/testing/fake-rate-limit.repository';
import type { AppConfig } from '../../../config/app-config';
import type { AuditRecord, AuditService } from '../../audit/audit.service';
import type { StaffMailService } from '../staff/staff-mail.service';
import { as, FakeUsersRepository } from '../testing/fakes';
import type { UsersRepository } from '../users.repository';
import { UsersService } from '../users.service';
import {
  SECOND_FACTOR_FAILURES,
  SECOND_STEP_ATTEMPTS,
  SECOND_STEP_MS,
  SignInSteps,
} from './sign-in-steps.service';
import {
  INVALID_CODE,
  SecondFactorLockedError,
  SecondFactorRefusedError,
  SecondStepExpiredError,
  SecondStepTooManyError,
} from './two-factor.errors';
import type { TwoFactorService } from './two-factor.service';
import { SiteLanguages } from '../../../common/i18n/site-languages';

function setUp() {
  const users = new FakeUsersRepository();
  const ruth = users.add({ username: 'ruth', email: 'ruth@example.org', role: 'content' });
  const audited: AuditRecord[] = [];
  const alerts: string[] = [];
  const config = {} as AppConfig;
  const steps = new SignInSteps(
    new UsersService(as<UsersRepository>(users)),
    as<TwoFactorService>({}),
    new RateLimitService(as<RateLimitRepository>(new FakeRateLimitRepository()), config),
    as<AuditService>({ record: async (record) => void audited.push(record) }),
    as<StaffMailService>({ secondFactorLocked: async (email) => void alerts.push(email) }),
    new SiteLanguages(),
  );
  return { steps, ruth, audited, alerts };
}

/** A request in the second step of `userId`'s sign-in (`id` names the step). */
function inStep(userId: number, id = 'step-1', expiresAt = Date.now() + SECOND_STEP_MS): Request {
  return {
    headers: {},
    session: { secondFactor: { userId, id, expiresAt } },
  } as unknown as Request;
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('SignInSteps.pendingAttempt (the second step)', () => {
  it('refuses a request with no step, or an expired one, and forgets it', async () => {
    const { steps, ruth } = setUp();
    await expect(steps.pendingAttempt({ session: {} } as Request)).rejects.toThrow(
      SecondStepExpiredError,
    );
    const expired = inStep(ruth.id, 'old', Date.now() - 1);
    await expect(steps.pendingAttempt(expired)).rejects.toThrow(
      'Your sign-in expired. Enter your username and password again.',
    );
    expect(expired.session.secondFactor).toBeUndefined();
  });

  it('allows five answers per step, then asks for the password again at once (Retry-After 0)', async () => {
    const { steps, ruth } = setUp();
    const req = inStep(ruth.id);
    for (let i = 0; i < SECOND_STEP_ATTEMPTS; i++) await steps.pendingAttempt(req);
    const error = (await refusal(steps.pendingAttempt(req))) as SecondStepTooManyError;
    expect(error).toBeInstanceOf(SecondStepTooManyError);
    expect(error.retryAfterSeconds).toBe(0);
    expect(req.session.secondFactor).toBeUndefined();
  });

  it('locks the account’s second step past its failures across steps, telling the owner and the trail once', async () => {
    const { steps, ruth, audited, alerts } = setUp();
    for (let i = 0; i < SECOND_FACTOR_FAILURES.points; i++)
      await steps.pendingAttempt(inStep(ruth.id, `step-${i}`));
    const first = (await refusal(
      steps.pendingAttempt(inStep(ruth.id, 'a')),
    )) as SecondFactorLockedError;
    expect(first).toBeInstanceOf(SecondFactorLockedError);
    expect(first.retryAfterSeconds).toBe(SECOND_FACTOR_FAILURES.windowSeconds);
    expect(first.message).toBe('Too many wrong codes for this account. Try again in 60 minute(s).');
    const second = (await refusal(
      steps.pendingAttempt(inStep(ruth.id, 'b')),
    )) as SecondFactorLockedError;
    expect(second.retryAfterSeconds).toBe(2 * SECOND_FACTOR_FAILURES.windowSeconds);
    await new Promise((resolve) => setImmediate(resolve));
    expect(alerts).toEqual(['ruth@example.org']);
    expect(audited.map((r) => r.action)).toEqual(['auth.second_factor_locked']);
  });

  it('a wrong answer is audited and refused with its message', async () => {
    const { steps, ruth, audited } = setUp();
    const error = await refusal(steps.failed(inStep(ruth.id), ruth.id, 'totp'));
    expect(error).toBeInstanceOf(SecondFactorRefusedError);
    expect((error as Error).message).toBe(INVALID_CODE);
    expect(audited).toMatchObject([
      { action: 'auth.second_factor_failed', summary: { method: 'totp', reason: 'wrong' } },
    ]);
  });
});
