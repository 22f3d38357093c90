import { UnrecoverableError } from 'bullmq';
import { isDomainError } from './domain-error';

/**
 * What a queue processor throws for an error its work met: a domain error that retrying cannot mend
 * (bad input, a missing row, a refused action) becomes BullMQ's `UnrecoverableError`, so the job
 * fails at once instead of spending its attempts; anything else (a lost connection, a passing
 * `UnavailableError`) is thrown as it is and retried with the queue's back-off.
 *
 *   try { await this.service.work(job.data); } catch (error) { throw toJobFailure(error); }
 */
export function toJobFailure(error: unknown): unknown {
  if (isDomainError(error) && !error.retryable) {
    const failure = new UnrecoverableError(`${error.name}: ${error.message}`);
    failure.cause = error;
    return failure;
  }
  return error;
}
