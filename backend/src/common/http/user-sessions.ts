import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';
import '../access/session-data';

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
   * `exceptSid` names when given: the rows go, so the next request of each is signed out. Returns how
   * many ended.
   */
  async endAll(userId: number, exceptSid?: string): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM "sessions" WHERE "sess"->>'userId' = $1 AND "sid" IS DISTINCT FROM $2`,
      [String(userId), exceptSid ?? null],
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
  async endOne(userId: number, id: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT "sid" FROM "sessions" WHERE "sess"->>'userId' = $1`,
      [String(userId)],
    )) as { sid: string }[];
    const found = rows.find((row) => publicSessionId(row.sid) === id);
    if (!found) return false;
    const [, count] = (await this.dataSource.query(
      `DELETE FROM "sessions" WHERE "sid" = $1 AND "sess"->>'userId' = $2`,
      [found.sid, String(userId)],
    )) as [unknown, number];
    return count > 0;
  }
}
