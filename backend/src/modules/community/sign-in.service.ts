import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  DomainEvents,
  type MemberSignInIssuedEvent,
  type MemberSignInKind,
} from '../../common/events/domain-events';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { LimitCheck } from '../../common/rate-limit/rate-limit.service';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import type { CommunityMember } from './entities/community-member.entity';
import { SignInsRepository } from './sign-ins.repository';

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
    private readonly signIns: SignInsRepository,
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
    const signInId = await this.signIns.replaceOpen({
      memberId: member.id,
      tokenHash: this.tokenHash(token),
      codeHash: this.codeHash(member.id, code),
      validMinutes: SIGN_IN_VALID_MINUTES,
    });
    const event: MemberSignInIssuedEvent = {
      signInId,
      memberId: member.id,
      kind,
      name: `${member.firstName} ${member.lastName}`,
      email: member.email,
      link: `${this.config.publicUrl}${SIGN_IN_PATH}?signin=${token}`,
      code,
      validMinutes: SIGN_IN_VALID_MINUTES,
      language: member.language,
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
    const memberId = await this.signIns.useToken(hash, MAX_WRONG_CODES);
    if (memberId !== null) return { ok: true, memberId };
    const row = await this.signIns.tokenState(hash);
    if (!row) return { ok: false, reason: 'invalid' };
    // Not used, yet not usable: expired, or burned by wrong codes (said the same way).
    return { ok: false, reason: row.used ? 'used' : 'expired' };
  }

  /**
   * Redeems the code of the member's open sign-in. A wrong code counts against that sign-in; the answer
   * is the same for a wrong code, a burned or expired one, and an address that is no member's.
   */
  async redeemCode(memberId: number | null, code: string): Promise<RedeemResult> {
    if (memberId === null) return { ok: false, reason: 'invalid' };
    if (await this.signIns.useCode(memberId, this.codeHash(memberId, code), MAX_WRONG_CODES))
      return { ok: true, memberId };
    await this.signIns.countWrongCode(memberId);
    return { ok: false, reason: 'invalid' };
  }

  /** Deletes sign-ins expired or used more than a day ago (housekeeping; validity is checked anyway). */
  prune(): Promise<number> {
    return this.signIns.deleteStale();
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
