import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** A code of the step before or after is accepted too (clocks drift). */
const DRIFT_STEPS = 1;

/** A new shared secret: 160 random bits, base32 (what the app is given). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code holds. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
  }).toString();
}

/**
 * The time step `code` is right for (now, one before or one after), or null. The caller accepts it only
 * when it is later than the last step used, so a code is good once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: DRIFT_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code of `secret` at `now` (tests and the enrolment screen's example). */
export function totpCode(secret: string, now = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
  });
}

export const RECOVERY_CODE_COUNT = 10;
/** Crockford-like base32 without look-alikes (no i, l, o, u). */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten new recovery codes, each 60 random bits shown as `xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of its 12 characters (case, dashes and spaces ignored). */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
