import { dictionary } from '@zxcvbn-ts/language-common';

/** ASVS 5.0 (V6.2): at least 12 characters, no composition rules, refused when commonly used. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1000;

/**
 * The common passwords we refuse: the ranked list of about 49,000 leaked passwords that the
 * zxcvbn-ts project maintains and ships (@zxcvbn-ts/language-common, dictionary "passwords-common").
 */
const COMMON = new Set(
  (dictionary as Record<string, string[]>)['passwords-common'].map((p) => p.toLowerCase()),
);

/** Why a new password is refused, or null when it may be used. */
export function passwordProblem(password: string, context: string[] = []): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1*$/u.test(password))
    return 'This password is too common: choose one that others are unlikely to use.';
  if (context.some((word) => word.length >= 4 && lower === word.toLowerCase()))
    return 'The password must not be your name or e-mail address.';
  return null;
}
