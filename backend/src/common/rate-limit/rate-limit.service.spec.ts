import type { AppConfig } from '../../config/app-config';
import { RetryLaterError } from '../errors/domain-error';
import type { RateLimitRepository } from './rate-limit.repository';
import { RateLimitService, TOO_MANY_REQUESTS, TooManyRequestsError } from './rate-limit.service';
import { FakeRateLimitRepository } from './testing/fake-rate-limit.repository';

function setUp() {
  const counters = new FakeRateLimitRepository();
  const service = new RateLimitService(counters as unknown as RateLimitRepository, {} as AppConfig);
  return { service, counters };
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('RateLimitService', () => {
  it('take: past the limit, a 429 with the caller’s message and the seconds to wait', async () => {
    const { service } = setUp();
    const limit = { points: 2, windowSeconds: 60 };
    await service.take('b', 'k', limit, 'Slow down.');
    await service.take('b', 'k', limit, 'Slow down.');
    const error = (await refusal(service.take('b', 'k', limit, 'Slow down.'))) as RetryLaterError;
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error.kind).toBe('retry_later');
    expect(error.message).toBe('Slow down.');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key is counted on its own.
    await expect(service.take('b', 'other', limit)).resolves.toBeUndefined();
  });

  it('enforce: counts every counter whatever the outcome, and waits for the longest', async () => {
    const { service, counters } = setUp();
    const checks = [
      { bucket: 'mail', key: 'a@example.org', limit: { points: 1, windowSeconds: 30 } },
      { bucket: 'client', key: '10.0.0.1', limit: { points: 1, windowSeconds: 600 } },
    ];
    await service.enforce(undefined, checks);
    const error = (await refusal(service.enforce(undefined, checks))) as TooManyRequestsError;
    expect(error.message).toBe(TOO_MANY_REQUESTS);
    expect(error.retryAfterSeconds).toBeGreaterThan(30);
    expect(counters.pointsOf('mail', 'a@example.org')).toBe(2);
    expect(counters.pointsOf('client', '10.0.0.1')).toBe(2);
  });

  it('countAttempt: free within the limit, then a wait that doubles; forgetting starts again', async () => {
    const { service } = setUp();
    const limit = { points: 2, windowSeconds: 100 };
    expect(await service.countAttempt('login', 'k', limit)).toBe(0);
    expect(await service.countAttempt('login', 'k', limit)).toBe(0);
    expect(await service.countAttempt('login', 'k', limit)).toBe(100);
    expect(await service.countAttempt('login', 'k', limit)).toBe(200);
    expect(await service.countAttempt('login', 'k', limit, 300)).toBe(300);
    await service.forgetAttempts('login', 'k');
    expect(await service.countAttempt('login', 'k', limit)).toBe(0);
  });

  it('refundAttempt gives one attempt back', async () => {
    const { service, counters } = setUp();
    const limit = { points: 5, windowSeconds: 100 };
    await service.countAttempt('login', 'k', limit);
    await service.countAttempt('login', 'k', limit);
    await service.refundAttempt('login', 'k');
    expect(counters.pointsOf('login', 'k')).toBe(1);
  });
});
