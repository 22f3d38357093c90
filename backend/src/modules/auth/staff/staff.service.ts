import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { type StaffRole } from '../../../common/access/permissions';
import type { SignedInUser } from '../../../common/access/principals';
import { SIGNED_OUT_REASONS, UserSessions } from '../../../common/http/user-sessions.repository';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { Transactions } from '../../../database/transactions';
import type { User } from '../entities/user.entity';
import { PasswordRefusedError } from '../auth.errors';
import { UsersRepository } from '../users.repository';
import { hashPassword } from '../password';
import {
  hashToken,
  INVITATION_REVOKED,
  INVITATION_VALID_MS,
  isWellFormedToken,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_USED,
  newToken,
  PASSWORD_RESET_VALID_MS,
} from './account-tokens';
import { AccountTokensRepository } from './account-tokens.repository';
import type { AccountToken, AccountTokenPurpose } from './entities/account-token.entity';
import {
  AddressTakenError,
  InvitationNotFoundError,
  LastAdministratorError,
  NoEmailAddressError,
  StaffDeactivatedError,
  StaffMailUnavailableError,
  StaffNotFoundError,
  TooManyResetMailsError,
  UnusableLinkError,
} from './staff.errors';
import { passwordProblem } from './password-policy';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { StaffMailService } from './staff-mail.service';
import type { Language } from '../../../common/i18n/languages';
import type { StaffMemberDto } from './dto/staff.dto';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { AuthAnswers } from '../auth-answers.messages';

export const FORGOT_PASSWORD_ANSWER = AuthAnswers.forgotPassword;

/**
 * Password-reset e-mails per recipient and hour, asked for by anyone or by an administrator: an inbox
 * is never flooded with links.
 */
export const RESET_MAILS_PER_RECIPIENT = { points: 5, windowSeconds: 3600 };

const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/**
 * Staff accounts: invitations, roles, deactivation and password resets. The one-time links
 * are stored as hashes and used up atomically; the last active Administrator always stays one.
 */
@Injectable()
export class StaffService {
  private readonly logger = new Logger('Staff');

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly transactions: Transactions,
    private readonly mail: StaffMailService,
    private readonly sessions: UserSessions,
    private readonly twoFactor: TwoFactorService,
    private readonly rateLimit: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Staff accounts (oldest first), then the invitations still open (newest first). */
  async list(): Promise<StaffMemberDto[]> {
    const [users, invitations] = await Promise.all([
      this.users.listStaff(),
      this.tokens.listOpenInvitations(),
    ]);
    const withTwoFactor = await this.twoFactor.withSecondFactor(users.map((user) => user.id));
    return [
      ...users.map((user) => this.toRow(user, withTwoFactor.has(user.id))),
      ...invitations.map((i) => this.inviteRow(i)),
    ];
  }

  /** `language`: the inviting administrator's page's, which the invitation is written in. */
  async invite(
    email: string,
    role: StaffRole,
    by: SignedInUser,
    language?: Language,
  ): Promise<StaffMemberDto> {
    if (await this.users.addressTaken(email)) throw new AddressTakenError();
    const { token, hash } = newToken();
    // Inviting the same address again replaces the open invitation (its old link stops working). One
    // transaction per address at a time (a lock on the address), so invitations racing each other
    // leave exactly one open.
    const invitation = await this.transactions.run(async () => {
      await this.tokens.lockInvitationsOf(email);
      await this.tokens.revokeOpenInvitationsOf(email);
      return this.tokens.insert({
        purpose: 'invitation',
        tokenHash: hash,
        email,
        role,
        userId: null,
        createdBy: by.id,
        expiresAt: new Date(Date.now() + INVITATION_VALID_MS),
      });
    });
    await this.mailed(this.mail.invitation(email, role, token, displayName(by), language));
    return this.inviteRow(invitation);
  }

  /** A new link (the old one stops working), valid 72 hours from now. */
  async resend(
    invitationId: number,
    by: SignedInUser,
    language?: Language,
  ): Promise<StaffMemberDto> {
    const invitation = await this.openInvitation(invitationId);
    const { token, hash } = newToken();
    invitation.tokenHash = hash;
    invitation.expiresAt = new Date(Date.now() + INVITATION_VALID_MS);
    invitation.createdBy = by.id;
    await this.tokens.save(invitation);
    await this.mailed(
      this.mail.invitation(invitation.email, invitation.role!, token, displayName(by), language),
    );
    return this.inviteRow(invitation);
  }

  async revoke(invitationId: number): Promise<void> {
    const invitation = await this.openInvitation(invitationId);
    await this.tokens.revoke(invitation.id);
  }

  /**
   * A new role applies at once: every session of the account ends (a privilege change starts a new
   * session), but `keepSid`, the caller's own session when they change their own role (the controller
   * gives it a new id).
   */
  async changeRole(userId: number, role: StaffRole, keepSid?: string): Promise<StaffMemberDto> {
    let changed = false;
    const user = await this.transactions.run(async () => {
      const target = await this.lockStaff(userId);
      if (target.role === 'administrator' && role !== 'administrator')
        await this.keepAnAdministrator(target);
      changed = target.role !== role;
      target.role = role;
      return this.users.save(target);
    });
    if (changed) await this.sessions.endAll(user.id, SIGNED_OUT_REASONS.roleChanged, keepSid);
    return this.toRow(user, (await this.twoFactor.withSecondFactor([user.id])).has(user.id));
  }

  async deactivate(userId: number): Promise<StaffMemberDto> {
    const user = await this.transactions.run(async () => {
      const target = await this.lockStaff(userId);
      if (target.deactivatedAt) return target;
      if (target.role === 'administrator') await this.keepAnAdministrator(target);
      target.deactivatedAt = new Date();
      return this.users.save(target);
    });
    // Signed out everywhere at once (the access guard also refuses a deactivated account).
    await this.sessions.endAll(user.id, SIGNED_OUT_REASONS.deactivated);
    return this.toRow(user, (await this.twoFactor.withSecondFactor([user.id])).has(user.id));
  }

  async reactivate(userId: number): Promise<StaffMemberDto> {
    const user = await this.findStaff(userId);
    if (user.deactivatedAt) {
      user.deactivatedAt = null;
      await this.users.save(user);
    }
    return this.toRow(user, (await this.twoFactor.withSecondFactor([user.id])).has(user.id));
  }

  /** An administrator sends a staff member a reset link. */
  async sendPasswordReset(userId: number, language?: Language): Promise<void> {
    const user = await this.findStaff(userId);
    if (user.deactivatedAt) throw new StaffDeactivatedError();
    if (!user.email) throw new NoEmailAddressError();
    await this.countResetMail(user.email);
    await this.mailed(this.issueReset(user, language));
  }

  /** "Forgot password?": the same answer whether or not the address belongs to a staff account. */
  async forgotPassword(email: string, language?: Language): Promise<void> {
    // Counted for every address asked about, known or not: the 429 tells nobody which is a staff one.
    await this.countResetMail(email);
    const user = await this.users.findActiveByEmail(email);
    if (!user?.email) return;
    // Not awaited: how long sending takes must not tell whether the address exists.
    this.issueReset(user, language).catch((error: unknown) =>
      this.logger.warn(`Could not send a password-reset link: ${String(error)}`),
    );
  }

  async invitationInfo(token: string): Promise<{ email: string; role: StaffRole }> {
    const invitation = await this.usableToken('invitation', token);
    return { email: invitation.email, role: invitation.role! };
  }

  /** The invitee's account, made with the invitation's role; the link is used up. */
  async acceptInvitation(
    token: string,
    input: { firstName: string; lastName: string; password: string },
  ): Promise<User> {
    const found = await this.usableToken('invitation', token);
    this.checkPassword(input.password, [found.email, input.firstName, input.lastName]);
    const password = await hashPassword(input.password);
    return this.transactions.run(async () => {
      const invitation = await this.useToken('invitation', token);
      const email = invitation.email;
      if (await this.users.addressTaken(email)) throw new AddressTakenError();
      return this.users.insert({
        username: email,
        email,
        password,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invitation.role,
      });
    });
  }

  /** 400 saying why when a reset link can no longer be used (used, expired, replaced, unknown). */
  async checkPasswordReset(token: string): Promise<void> {
    await this.usableToken('password-reset', token);
  }

  /** A new password from a reset link; every session of the account ends. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const found = await this.usableToken('password-reset', token);
    const user = await this.users.findById(found.userId ?? 0);
    if (!user || user.deactivatedAt) throw new UnusableLinkError(LINK_INVALID);
    this.checkPassword(newPassword, [user.username, user.email ?? '']);
    const password = await hashPassword(newPassword);
    await this.transactions.run(async () => {
      await this.useToken('password-reset', token);
      await this.users.update(user.id, { password });
    });
    await this.sessions.endAll(user.id, SIGNED_OUT_REASONS.passwordReset);
  }

  private async countResetMail(email: string): Promise<void> {
    // A keyed hash, like every counter naming an address: the table never holds one a dictionary finds.
    const key = createHmac('sha256', this.config.dataHashKey)
      .update(`staff-reset:${email.trim().toLowerCase()}`)
      .digest('base64url');
    const wait = await this.rateLimit.consume('staff-reset-mail', key, RESET_MAILS_PER_RECIPIENT);
    if (wait > 0) throw new TooManyResetMailsError(wait);
  }

  private async issueReset(user: User, language?: Language): Promise<void> {
    // A new link replaces any earlier one still open.
    await this.tokens.revokeOpenResetsOf(user.id);
    const { token, hash } = newToken();
    await this.tokens.insert({
      purpose: 'password-reset',
      tokenHash: hash,
      email: user.email!,
      role: null,
      userId: user.id,
      createdBy: null,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_VALID_MS),
    });
    await this.mail.passwordReset(user.email!, token, language);
  }

  /** A mail the staff screen waits for: a failure to send is a 503 that says what to do. */
  private async mailed(sending: Promise<void>): Promise<void> {
    try {
      await sending;
    } catch (error) {
      this.logger.warn(`Could not send a staff account e-mail: ${String(error)}`);
      throw new StaffMailUnavailableError(error);
    }
  }

  private checkPassword(password: string, context: string[]): void {
    const problem = passwordProblem(password, context);
    if (problem) throw new PasswordRefusedError(problem);
  }

  /** The link's token row while it may still be used; otherwise a 400 that says why. */
  private async usableToken(purpose: AccountTokenPurpose, token: string): Promise<AccountToken> {
    if (!isWellFormedToken(token)) throw new UnusableLinkError(LINK_INVALID);
    const found = await this.tokens.findByHash(purpose, hashToken(token));
    if (!found) throw new UnusableLinkError(LINK_INVALID);
    if (found.usedAt) throw new UnusableLinkError(LINK_USED);
    if (found.revokedAt)
      throw new UnusableLinkError(purpose === 'invitation' ? INVITATION_REVOKED : LINK_INVALID);
    if (found.expiresAt.getTime() <= Date.now()) throw new UnusableLinkError(LINK_EXPIRED);
    return found;
  }

  /** Uses the link up, once: of two requests with it at the same moment, one gets through. */
  private async useToken(
    purpose: AccountTokenPurpose,
    token: string,
  ): Promise<Pick<AccountToken, 'id' | 'email' | 'role' | 'userId'>> {
    const used = await this.tokens.useUp(purpose, hashToken(token));
    if (!used) throw new UnusableLinkError(LINK_USED);
    return used;
  }

  private async findStaff(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user?.role) throw new StaffNotFoundError();
    return user;
  }

  private async lockStaff(userId: number): Promise<User> {
    const user = await this.users.findAndLock(userId);
    if (!user?.role) throw new StaffNotFoundError();
    return user;
  }

  /** 409 when `leaving` is the last active Administrator (the others are locked while we decide). */
  private async keepAnAdministrator(leaving: User): Promise<void> {
    if (leaving.deactivatedAt) return;
    const admins = await this.users.lockActiveAdministrators();
    if (admins.every((id) => id === leaving.id)) throw new LastAdministratorError();
  }

  private async openInvitation(id: number): Promise<AccountToken> {
    const invitation = await this.tokens.findOpenInvitation(id);
    if (!invitation) throw new InvitationNotFoundError();
    return invitation;
  }

  private toRow(user: User, twoFactor: boolean): StaffMemberDto {
    return {
      userId: user.id,
      invitationId: null,
      name: displayName(user),
      email: user.email,
      role: user.role!,
      twoFactor,
      lastSignInAt: user.lastSignInAt,
      status: user.deactivatedAt ? 'deactivated' : 'active',
      expiresAt: null,
    };
  }

  private inviteRow(invitation: AccountToken): StaffMemberDto {
    return {
      userId: null,
      invitationId: invitation.id,
      name: '',
      email: invitation.email,
      role: invitation.role!,
      twoFactor: false,
      lastSignInAt: null,
      status: 'invited',
      expiresAt: invitation.expiresAt,
    };
  }
}
