import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';
import '../access/session-data';

/**
 * A session's `sess` without the user account's sign-in, with why it ended (parameter $3): what the
 * account's next request is told. The keys are SessionData's of a user account.
 */
const SIGNED_OUT = `(("sess"::jsonb - 'userId' - 'signedInAt' - 'lastSeenAt' - 'userAgent' - 'address'
  - 'enrolmentOnly' - 'secondFactor') || jsonb_build_object('signedOutReason', $3::text))::json`;

/** Why a session of a user account ended, as its next request is told (401). */
export const SIGNED_OUT_REASONS = {
  roleChanged: 'Your role was changed by an administrator. Sign in again to continue.',
  deactivated: 'This account has been deactivated. Ask an administrator to reactivate it.',
  passwordReset: 'Your password was reset. Sign in with the new password.',
  passwordChanged: 'Your password was changed on another device. Sign in with the new password.',
  sessionEnded: 'This session was ended from another device. Sign in again to continue.',
} as const;

/** One live session of a user account, as stored. */
export interface StoredUserSession {
  /** A stand-in for the session id (its SHA-256, shortened): the id itself is the cookie's secret. */
  id: string;
  sess: Partial<SessionData>;
}

/** The public stand-in of a session id (`StoredUserSession.id`). */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url').slice(0, 22);
}

/**
 * The sessions of one user account in the `sessions` table (connect-pg-simple's, where each row's
 * `sess` holds the `userId` it is signed in as): listing them, ending them at once or one by one.
 */
@Injectable()
export class UserSessions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Ends every session of the account (deactivation, a password reset, a role change), but the one
   * `exceptSid` names when given: the account's sign-in leaves each, so its next request is signed out
   * and told `reason` (a member signed in on the same browser stays). Returns how many ended.
   */
  async endAll(userId: number, reason: string, exceptSid?: string): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE "sessions" SET "sess" = ${SIGNED_OUT}
        WHERE "sess"->>'userId' = $1 AND "sid" IS DISTINCT FROM $2`,
      [String(userId), exceptSid ?? null, reason],
    )) as [unknown, number];
    return count;
  }

  /** How many live sessions the account has. */
  async count(userId: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS "count" FROM "sessions" WHERE "sess"->>'userId' = $1 AND "expire" > now()`,
      [String(userId)],
    )) as { count: number }[];
    return row.count;
  }

  /** The account's live sessions, newest sign-in first. */
  async list(userId: number): Promise<StoredUserSession[]> {
    const rows = (await this.dataSource.query(
      `SELECT "sid", "sess" FROM "sessions" WHERE "sess"->>'userId' = $1 AND "expire" > now()`,
      [String(userId)],
    )) as { sid: string; sess: Partial<SessionData> }[];
    return rows
      .map(({ sid, sess }) => ({ id: publicSessionId(sid), sess }))
      .sort((a, b) => (b.sess.signedInAt ?? 0) - (a.sess.signedInAt ?? 0));
  }

  /** Ends the account's session whose stand-in is `id`; false when the account has none such. */
  async endOne(userId: number, id: string, reason: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT "sid" FROM "sessions" WHERE "sess"->>'userId' = $1`,
      [String(userId)],
    )) as { sid: string }[];
    const found = rows.find((row) => publicSessionId(row.sid) === id);
    if (!found) return false;
    const [, count] = (await this.dataSource.query(
      `UPDATE "sessions" SET "sess" = ${SIGNED_OUT} WHERE "sid" = $2 AND "sess"->>'userId' = $1`,
      [String(userId), found.sid, reason],
    )) as [unknown, number];
    return count > 0;
  }
}
