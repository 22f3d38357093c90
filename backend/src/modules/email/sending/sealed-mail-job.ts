import { fieldCipher } from '../../../encryption/field-cipher';
import { EmailJobs } from '../email.constants';

/** The jobs of a message to one person (not campaigns, not a staff test send): stored sealed. */
export const SEALED_MAIL_JOBS: ReadonlySet<string> = new Set([
  EmailJobs.welcome,
  EmailJobs.counselingResponse,
  EmailJobs.memberEmailChange,
  EmailJobs.memberEmailChanged,
  EmailJobs.subscriptionConfirm,
  EmailJobs.memberSignIn,
]);

/**
 * A single message's job as the queue stores it (Redis, or the application database without
 * REDIS_URL): everything the message says (recipient, name, a sign-in link and code, a counseling
 * category) sealed with the data key, so the queue holds no secret and names nobody; beside it only
 * the keyed hash of the recipient's address (`AddressHash`) and the member's id, by which a member's
 * erasure finds and removes their jobs. The worker opens it just before sending.
 */
export interface SealedMailJobData {
  sealed: string;
  /** `AddressHash.of(recipient)`. */
  address: string;
  memberId?: number;
}

export function sealMailJob(
  payload: object,
  address: string,
  memberId?: number,
): SealedMailJobData {
  return {
    sealed: fieldCipher().encrypt(JSON.stringify(payload)),
    address,
    ...(memberId === undefined ? {} : { memberId }),
  };
}

export function isSealedMailJob(data: unknown): data is SealedMailJobData {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as SealedMailJobData).sealed === 'string' &&
    typeof (data as SealedMailJobData).address === 'string'
  );
}

/** What the job says: opened when sealed; a job of an earlier version holds it as it is. */
export function openMailJob<T>(data: unknown): T {
  return (
    isSealedMailJob(data) ? (JSON.parse(fieldCipher().decrypt(data.sealed)) as T) : data
  ) as T;
}
