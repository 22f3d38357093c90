import 'express-session';

/**
 * The second step of a staff sign-in (docs/architecture.md, "Two-factor sign-in"): the password was
 * right, a second factor is still owed. Not a signed-in session: `userId` is not set until the step
 * succeeds.
 */
export interface PendingSecondFactor {
  /** The account whose password was right. */
  userId: number;
  /** When the step must be finished by (ms since the epoch); five minutes after the password. */
  expiresAt: number;
  /** A random id: the key its attempts are counted under. */
  id: string;
}

/** A WebAuthn challenge handed out and not yet answered (one at a time per session). */
export interface PendingWebAuthnChallenge {
  challenge: string;
  purpose: 'register' | 'authenticate';
  expiresAt: number;
}

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user account (admin dashboard). */
    userId?: number;
    /** The signed-in community member (e-mail login). */
    memberId?: number;
    /** When the user account signed in (epoch ms): the staff session's absolute lifetime counts from it. */
    signedInAt?: number;
    /** The user account's last request (epoch ms, to the minute): the idle timeout counts from it. */
    lastSeenAt?: number;
    /** The browser's User-Agent at sign-in ("My account" names the device by it). */
    userAgent?: string;
    /** The client address at sign-in. */
    address?: string;
    /** Password checked, second factor owed (no `userId` meanwhile). */
    secondFactor?: PendingSecondFactor;
    /**
     * Signed in while two-factor sign-in is required and the account has no second factor: only the
     * routes marked `@DuringTwoFactorEnrolment()` (and sign-out) answer until one is set up.
     */
    enrolmentOnly?: boolean;
    webauthnChallenge?: PendingWebAuthnChallenge;
    /** Why the user account's sign-in here was ended from elsewhere (told to its next request). */
    signedOutReason?: string;
  }
}

export {};
