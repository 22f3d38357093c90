import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  DomainEvents,
  type MemberSignInIssuedEvent,
  type MemberSignInKind,
} from '../../common/events/domain-events';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { LimitCheck } from '../../common/rate-limit/rate-limit.service';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import type { CommunityMember } from './entities/community-member.entity';

/** How long an e-mailed link and its code sign in. */
export const SIGN_IN_VALID_MINUTES = 15;
/** Wrong codes that burn a sign-in (its link too). */
export const MAX_WRONG_CODES = 5;
/** The page that exchanges a link's token (`?signin=TOKEN`). */
export const SIGN_IN_PATH = '/community';

export type RedeemResult =
  { ok: true; memberId: number } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/**
 * Member sign-in by e-mailed link: issues a single-use token (and the same sign-in as a 6-digit code),
 * stores only keyed hashes of both, and redeems them. A new sign-in replaces the member's unused ones,
 * so one e-mail's code is the only one open to guesses.
 */
@Injectable()
export class SignInService {
  private readonly logger = new Logger('SignIn');
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventEmitter2,
    tasks: MaintenanceTasks,
  ) {
    // A key of its own, derived from the session secret (which never leaves the server).
    this.key = createHash('sha256').update(`member-sign-in:${config.sessionSecret}`).digest();
    tasks.add(async () => ({ memberSignIns: await this.prune() }));
  }

  /** Creates a sign-in for `member` and announces it, so the e-mail module mails the link. */
  async issue(member: CommunityMember, kind: MemberSignInKind): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const rows: { id: number }[] = await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM member_sign_ins WHERE member_id = $1 AND used_at IS NULL', [
        member.id,
      ]);
      return manager.query(
        `INSERT INTO member_sign_ins (member_id, token_hash, code_hash, expires_at)
              VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING id`,
        [member.id, this.tokenHash(token), this.codeHash(member.id, code), SIGN_IN_VALID_MINUTES],
      );
    });
    const event: MemberSignInIssuedEvent = {
      signInId: rows[0].id,
      memberId: member.id,
      kind,
      name: `${member.firstName} ${member.lastName}`,
      email: member.email,
      link: `${this.config.publicUrl}${SIGN_IN_PATH}?signin=${token}`,
      code,
      validMinutes: SIGN_IN_VALID_MINUTES,
    };
    try {
      await this.events.emitAsync(DomainEvents.memberSignInIssued, event);
    } catch (error) {
      // The answer stays the same whatever happens here: it must not tell a member from a stranger.
      this.logger.error(
        { err: error, signInId: event.signInId },
        'Queueing a sign-in e-mail failed',
      );
    }
  }

  /** Redeems a link's token: once, before it expires, unless wrong codes burned it. */
  async redeemToken(token: string): Promise<RedeemResult> {
    const hash = this.tokenHash(token);
    // An UPDATE answers [rows, count].
    const [used] = (await this.dataSource.query(
      `UPDATE member_sign_ins SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND wrong_codes < $2
        RETURNING member_id`,
      [hash, MAX_WRONG_CODES],
    )) as [{ member_id: number }[], number];
    if (used.length) return { ok: true, memberId: used[0].member_id };
    const [row] = (await this.dataSource.query(
      `SELECT used_at IS NOT NULL AS used FROM member_sign_ins WHERE token_hash = $1`,
      [hash],
    )) as { used: boolean }[];
    if (!row) return { ok: false, reason: 'invalid' };
    return { ok: false, reason: row.used ? 'used' : 'expired' };
  }

  /**
   * Redeems the code of the member's open sign-in. A wrong code counts against that sign-in; the answer
   * is the same for a wrong code, a burned or expired one, and an address that is no member's.
   */
  async redeemCode(memberId: number | null, code: string): Promise<RedeemResult> {
    if (memberId === null) return { ok: false, reason: 'invalid' };
    const [used] = (await this.dataSource.query(
      `UPDATE member_sign_ins SET used_at = now()
        WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()
          AND wrong_codes < $3
        RETURNING member_id`,
      [memberId, this.codeHash(memberId, code), MAX_WRONG_CODES],
    )) as [{ member_id: number }[], number];
    if (used.length) return { ok: true, memberId: used[0].member_id };
    await this.dataSource.query(
      `UPDATE member_sign_ins SET wrong_codes = wrong_codes + 1
        WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [memberId],
    );
    return { ok: false, reason: 'invalid' };
  }

  /** Deletes sign-ins expired or used more than a day ago (housekeeping; validity is checked anyway). */
  async prune(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM member_sign_ins
        WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
    )) as [unknown, number];
    return deleted;
  }

  private tokenHash(token: string): string {
    return createHmac('sha256', this.key).update(`token:${token}`).digest('hex');
  }

  private codeHash(memberId: number, code: string): string {
    return createHmac('sha256', this.key).update(`code:${memberId}:${code}`).digest('hex');
  }
}

/** The rate-limit counters of member sign-in (`SIGN_IN_LIMIT_*`), shared by sign-up, login and verify. */
export function signInLimits(config: AppConfig) {
  const { perEmail, perClient, windowSeconds } = config.signInLimit;
  // The counters name an address only by a keyed hash: an erased member's address is in no row.
  const secret = createHash('sha256')
    .update(`member-sign-in-limit:${config.sessionSecret}`)
    .digest();
  const addressKey = (email: string) =>
    createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url');
  return {
    /** E-mails sent to one address (login and sign-up alike, member or not). */
    mailTo: (email: string): LimitCheck => ({
      bucket: 'member-sign-in-mail',
      key: addressKey(email),
      limit: { points: perEmail, windowSeconds },
    }),
    /** Codes tried for one address. */
    codesFor: (email: string): LimitCheck => ({
      bucket: 'member-sign-in-code',
      key: addressKey(email),
      limit: { points: perEmail * 2, windowSeconds },
    }),
    /** Logins and verifications from one client. */
    fromClient: (ip: string | undefined): LimitCheck => ({
      bucket: 'member-sign-in-client',
      key: ip ?? 'unknown',
      limit: { points: perClient, windowSeconds },
    }),
  };
}
