import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A sign-in as stored: keyed hashes only, never the token or the code. */
export interface NewSignIn {
  memberId: number;
  tokenHash: string;
  codeHash: string;
  validMinutes: number;
}

/**
 * The queries of member sign-ins (table member_sign_ins). A sign-in is used by one conditional
 * UPDATE, so two requests racing with the same token or code cannot both sign in.
 */
@Injectable()
export class SignInsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In one transaction: deletes the member's unused sign-ins and stores the new one; its id. */
  replaceOpen(signIn: NewSignIn): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM member_sign_ins WHERE member_id = $1 AND used_at IS NULL', [
        signIn.memberId,
      ]);
      const [row] = (await manager.query(
        `INSERT INTO member_sign_ins (member_id, token_hash, code_hash, expires_at)
              VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING id`,
        [signIn.memberId, signIn.tokenHash, signIn.codeHash, signIn.validMinutes],
      )) as { id: number }[];
      return row.id;
    });
  }

  /**
   * Marks used the sign-in with this token if it is unused, unexpired and has fewer than
   * `maxWrongCodes` wrong codes; its member's id, or null when none was.
   */
  async useToken(tokenHash: string, maxWrongCodes: number): Promise<number | null> {
    // An UPDATE answers [rows, count].
    const [used] = (await this.dataSource.query(
      `UPDATE member_sign_ins SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND wrong_codes < $2
        RETURNING member_id`,
      [tokenHash, maxWrongCodes],
    )) as [{ member_id: number }[], number];
    return used.length ? used[0].member_id : null;
  }

  /** Whether a sign-in with this token exists, and whether it was used; null when none does. */
  async tokenState(tokenHash: string): Promise<{ used: boolean } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT used_at IS NOT NULL AS used FROM member_sign_ins WHERE token_hash = $1`,
      [tokenHash],
    )) as { used: boolean }[];
    return row ?? null;
  }

  /** Like `useToken`, for the member's open sign-in with this code. */
  async useCode(memberId: number, codeHash: string, maxWrongCodes: number): Promise<boolean> {
    const [used] = (await this.dataSource.query(
      `UPDATE member_sign_ins SET used_at = now()
        WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()
          AND wrong_codes < $3
        RETURNING member_id`,
      [memberId, codeHash, maxWrongCodes],
    )) as [{ member_id: number }[], number];
    return used.length > 0;
  }

  /** Counts a wrong code against the member's open, unexpired sign-ins. */
  async countWrongCode(memberId: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE member_sign_ins SET wrong_codes = wrong_codes + 1
        WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [memberId],
    );
  }

  /** Deletes the sign-ins expired or used more than a day ago; how many. */
  async deleteStale(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM member_sign_ins
        WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
    )) as [unknown, number];
    return deleted;
  }
}
