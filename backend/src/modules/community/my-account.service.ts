import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  DomainEvents,
  type MemberEmailChangedEvent,
  type MemberEmailChangeRequestedEvent,
} from '../../common/events/domain-events';
import { consentExport, type ConsentGiven } from '../../common/consent/consent-proof';
import { isUniqueViolation } from '../../database/database-errors';
import { CounselingService } from '../counseling/counseling.service';
import { NewsletterService } from '../newsletter/subscriptions/newsletter.service';
import type {
  MyAccountDto,
  MyCounselingRequestDto,
  MyPreferencesDto,
  MyTestimonyDto,
  UpdateMyProfileDto,
} from './dto/my-account.dto';
import {
  DeleteConfirmationMismatchError,
  EmailTakenError,
  InvalidEmailChangeLinkError,
  MemberSignedOutError,
  SameEmailError,
} from './community.errors';
import type { CommunityMember } from './entities/community-member.entity';
import { MemberEmailChangesRepository } from './member-email-changes.repository';
import { MemberErasureService } from './member-erasure.service';
import { MemberDataSections } from './member-data-sections';
import { MembersRepository } from './members.repository';
import { memberProfile } from './member-profile';
import { memberTestimonyStatus, TestimonialsService } from './testimonials.service';

/** How long the link to a new address stays valid. */
export const EMAIL_CHANGE_HOURS = 24;

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** What a signed-in member may see, correct, download and delete of their own data. */
@Injectable()
export class MyAccountService {
  constructor(
    private readonly members: MembersRepository,
    private readonly emailChanges: MemberEmailChangesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventEmitter2,
    private readonly testimonials: TestimonialsService,
    private readonly counseling: CounselingService,
    private readonly newsletter: NewsletterService,
    private readonly erasure: MemberErasureService,
    private readonly sections: MemberDataSections,
  ) {}

  /** The access guard has checked that the member exists; gone since, it is the guard's 401. */
  private async member(memberId: number): Promise<CommunityMember> {
    const member = await this.members.findById(memberId);
    if (!member) throw new MemberSignedOutError();
    return member;
  }

  async account(memberId: number): Promise<MyAccountDto> {
    const member = await this.member(memberId);
    const [newsletter, change] = await Promise.all([
      this.newsletter.statusOf(member.email),
      this.emailChanges.ofMember(memberId),
    ]);
    // The proof of the opt-in is in the data export (`consent`), not in the account's answer.
    const { id: _id, emailConsentAt: _at, emailConsentAddress: _address, ...profile } = member;
    return {
      ...profile,
      newsletter,
      pendingEmail: change && change.expiresAt > new Date() ? change.newEmail : null,
    };
  }

  async updateProfile(memberId: number, input: UpdateMyProfileDto): Promise<MyAccountDto> {
    const member = await this.member(memberId);
    Object.assign(member, memberProfile(input));
    if (input.language) member.language = input.language;
    await this.members.save(member);
    return this.account(memberId);
  }

  /** `consent`: the proof an opt-in made by this request records (when and from where). */
  async setPreferences(
    memberId: number,
    input: MyPreferencesDto,
    consent?: ConsentGiven,
  ): Promise<MyAccountDto> {
    const member = await this.member(memberId);
    if (
      input.subscribeToEmails !== undefined &&
      input.subscribeToEmails !== member.subscribeToEmails
    ) {
      await this.members.setSubscribeToEmails(memberId, input.subscribeToEmails, consent);
    }
    if (input.newsletter === true) {
      await this.newsletter.subscribe(
        { name: `${member.firstName} ${member.lastName}`, email: member.email },
        consent,
        member.language,
      );
    } else if (input.newsletter === false) {
      await this.newsletter.leave(member.email);
    }
    return this.account(memberId);
  }

  /** 400 when `newEmail` is the member's own address already. */
  async checkNewEmail(memberId: number, newEmail: string): Promise<void> {
    const member = await this.member(memberId);
    if (newEmail === member.email) throw new SameEmailError();
  }

  /**
   * Sends a single-use link to the new address (replacing an earlier request). An address that is
   * another member's gets nothing, and the answer is the same, so it tells nobody who is a member.
   */
  async requestEmailChange(memberId: number, newEmail: string): Promise<void> {
    const member = await this.member(memberId);
    if (newEmail === member.email) return;
    if (await this.members.existsByEmail(newEmail)) {
      await this.emailChanges.deleteOfMember(memberId);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await this.emailChanges.replace({
      memberId,
      newEmail,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000),
    });
    const event: MemberEmailChangeRequestedEvent = {
      memberId,
      name: `${member.firstName} ${member.lastName}`,
      email: newEmail,
      link: `${this.config.publicUrl}/community?emailChange=${encodeURIComponent(token)}`,
      language: member.language,
    };
    await this.events.emitAsync(DomainEvents.memberEmailChangeRequested, event);
  }

  /** Opens the link: the token is used up whatever happens next. */
  async confirmEmailChange(token: string): Promise<void> {
    const change = await this.emailChanges.byTokenHash(tokenHash(token));
    if (!change) throw new InvalidEmailChangeLinkError();
    await this.emailChanges.delete(change.id);
    if (change.expiresAt <= new Date()) throw new InvalidEmailChangeLinkError();
    const member = await this.members.findById(change.memberId);
    if (!member) throw new InvalidEmailChangeLinkError();
    try {
      await this.members.setEmail(change.memberId, change.newEmail);
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    const event: MemberEmailChangedEvent = {
      memberId: member.id,
      name: `${member.firstName} ${member.lastName}`,
      oldEmail: member.email,
      newEmail: change.newEmail,
      language: member.language,
    };
    await this.events.emitAsync(DomainEvents.memberEmailChanged, event);
  }

  async testimonies(memberId: number): Promise<MyTestimonyDto[]> {
    return (await this.testimonials.listForMember(memberId)).map((t) => ({
      id: t.id,
      name: t.name,
      category: t.category,
      title: t.title,
      testimony: t.testimony,
      isAnonymous: t.isAnonymous,
      status: memberTestimonyStatus(t),
      submittedAt: t.submittedAt,
      approvedAt: t.approvedAt,
    }));
  }

  async counselingRequests(memberId: number): Promise<MyCounselingRequestDto[]> {
    return (await this.counseling.listForMember(memberId)).map(({ request: r, responses }) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      category: r.category,
      background: r.background,
      currentSituation: r.currentSituation,
      specificNeeds: r.specificNeeds,
      urgency: r.urgency,
      preferredContact: r.preferredContact,
      status: r.status,
      submittedAt: r.submittedAt,
      lastResponseAt: r.lastResponseAt,
      responses: responses.map(({ response, responderName }) => ({
        id: response.id,
        message: response.message,
        responderName,
        sentAt: response.sentAt,
      })),
    }));
  }

  /** Everything above in one document: what "Download my data" saves. */
  async export(memberId: number): Promise<Record<string, unknown>> {
    const [account, testimonies, counselingRequests] = await Promise.all([
      this.account(memberId),
      this.testimonies(memberId),
      this.counselingRequests(memberId),
    ]);
    const { newsletter, pendingEmail, ...profile } = account;
    // What other features hold of the member (e.g. event registrations).
    const [more, member, newsletterConsent] = await Promise.all([
      this.sections.collect({ id: memberId, email: account.email }),
      this.member(memberId),
      this.newsletter.consentOf(account.email),
    ]);
    return {
      ...more,
      exportedAt: new Date(),
      profile,
      pendingEmailChange: pendingEmail,
      newsletter,
      // When and from which client address each opt-in was given ("unknown" for those made before
      // proofs were kept, or by an administrator's import); null where there is no opt-in.
      consent: {
        emailUpdates: member.subscribeToEmails
          ? consentExport(member.emailConsentAt, member.emailConsentAddress)
          : null,
        newsletter: newsletterConsent,
      },
      testimonies,
      counselingRequests,
    };
  }

  /** Deletes the account once the member typed its address. */
  async delete(memberId: number, confirmEmail: string): Promise<void> {
    const member = await this.member(memberId);
    if (confirmEmail !== member.email) throw new DeleteConfirmationMismatchError();
    await this.erasure.erase(memberId);
  }
}
