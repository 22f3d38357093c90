import { Secret } from 'otpauth';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCode,
  totpStep,
  totpUri,
} from './totp';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 23, 12, 0, 10);
  const step = Math.floor(now / 30_000);

  it('makes a 160-bit base32 secret and an otpauth address', () => {
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(totpUri(secret, 'ruth@example.org', 'Grace Fellowship')).toMatch(
      /^otpauth:\/\/totp\/Grace%20Fellowship:ruth%40example\.org\?issuer=Grace%20Fellowship&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
  });

  it('accepts the code of this step and of the steps beside it, and names the step', () => {
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses older or later codes and anything not six digits', () => {
    expect(totpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(totpStep(secret, '12345', now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of 60 bits, hashed whatever their case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){2}$/);
    expect(hashRecoveryCode(codes[0])).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(` ${codes[0].toUpperCase().replace(/-/g, '')} `)).toBe(
      hashRecoveryCode(codes[0]),
    );
  });
});
