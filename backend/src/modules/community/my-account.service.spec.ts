import type { EventEmitter2 } from '@nestjs/event-emitter';
import { QueryFailedError } from 'typeorm';
import {
  DomainEvents,
  type MemberEmailChangeRequestedEvent,
} from '../../common/events/domain-events';
import type { AppConfig } from '../../config/app-config';
import type { CounselingService } from '../counseling/counseling.service';
import type { NewsletterService } from '../newsletter/subscriptions/newsletter.service';
import {
  DeleteConfirmationMismatchError,
  EmailTakenError,
  InvalidEmailChangeLinkError,
  MemberSignedOutError,
  SameEmailError,
} from './community.errors';
import type { CommunityMember } from './entities/community-member.entity';
import type { MemberEmailChange } from './entities/member-email-change.entity';
import type { MemberEmailChangesRepository } from './member-email-changes.repository';
import { MemberDataSections } from './member-data-sections';
import type { MemberErasureService } from './member-erasure.service';
import type { MembersRepository } from './members.repository';
import { EMAIL_CHANGE_HOURS, MyAccountService } from './my-account.service';
import type { TestimonialsService } from './testimonials.service';

/** Members and their pending changes of address in memory: the two repositories' methods used here. */
class FakeMembers implements Partial<Pick<MembersRepository, keyof MembersRepository>> {
  rows: CommunityMember[] = [];
  async findById(id: number) {
    const row = this.rows.find((m) => m.id === id);
    return row ? { ...row } : null;
  }
  async existsByEmail(email: string) {
    return this.rows.some((m) => m.email === email);
  }
  async setEmail(id: number, email: string) {
    if (this.rows.some((m) => m.email === email && m.id !== id))
      throw new QueryFailedError(
        'UPDATE',
        [],
        Object.assign(new Error('taken'), { code: '23505' }),
      );
    this.rows.find((m) => m.id === id)!.email = email;
  }
}

class FakeEmailChanges implements Pick<
  MemberEmailChangesRepository,
  keyof MemberEmailChangesRepository
> {
  rows: MemberEmailChange[] = [];
  private nextId = 1;
  async ofMember(memberId: number) {
    return this.rows.find((c) => c.memberId === memberId) ?? null;
  }
  async byTokenHash(tokenHash: string) {
    return this.rows.find((c) => c.tokenHash === tokenHash) ?? null;
  }
  async replace(
    change: Pick<MemberEmailChange, 'memberId' | 'newEmail' | 'tokenHash' | 'expiresAt'>,
  ) {
    await this.deleteOfMember(change.memberId);
    this.rows.push({ ...change, id: this.nextId++, createdAt: new Date() } as MemberEmailChange);
  }
  async deleteOfMember(memberId: number) {
    this.rows = this.rows.filter((c) => c.memberId !== memberId);
  }
  async delete(id: number) {
    this.rows = this.rows.filter((c) => c.id !== id);
  }
}

const miriam = {
  id: 1,
  firstName: 'Miriam',
  lastName: 'Cohen',
  email: 'miriam@example.org',
} as CommunityMember;

describe('MyAccountService: change of address and deletion', () => {
  let members: FakeMembers;
  let changes: FakeEmailChanges;
  let requested: MemberEmailChangeRequestedEvent[];
  let changed: unknown[];
  let erased: number[];
  let service: MyAccountService;

  beforeEach(() => {
    members = new FakeMembers();
    members.rows = [{ ...miriam }, { ...miriam, id: 2, email: 'taken@example.org' }];
    changes = new FakeEmailChanges();
    requested = [];
    changed = [];
    erased = [];
    const events = {
      emitAsync: async (name: string, event: unknown) => {
        if (name === DomainEvents.memberEmailChangeRequested)
          requested.push(event as MemberEmailChangeRequestedEvent);
        if (name === DomainEvents.memberEmailChanged) changed.push(event);
        return [];
      },
    };
    const erasure = { erase: async (id: number) => void erased.push(id) };
    service = new MyAccountService(
      members as unknown as MembersRepository,
      changes as unknown as MemberEmailChangesRepository,
      { publicUrl: 'https://ministry.test' } as AppConfig,
      events as unknown as EventEmitter2,
      {} as TestimonialsService,
      {} as CounselingService,
      {} as NewsletterService,
      erasure as unknown as MemberErasureService,
      new MemberDataSections(),
    );
  });

  /** Asks for `newEmail` and answers the token of the link mailed there. */
  const requestChange = async (newEmail: string) => {
    await service.requestEmailChange(1, newEmail);
    const link = requested[requested.length - 1]?.link;
    return link && new URL(link).searchParams.get('emailChange')!;
  };

  it('refuses the address the member has already', async () => {
    await expect(service.checkNewEmail(1, 'miriam@example.org')).rejects.toThrow(
      new SameEmailError(),
    );
    await expect(service.checkNewEmail(1, 'new@example.org')).resolves.toBeUndefined();
  });

  it('answers a member deleted since the access check as signed out', async () => {
    await expect(service.checkNewEmail(3, 'new@example.org')).rejects.toThrow(MemberSignedOutError);
  });

  it('mails a link to the new address, valid for a day, and changes it when opened once', async () => {
    const token = await requestChange('new@example.org');
    expect(requested[0]).toMatchObject({ memberId: 1, email: 'new@example.org' });
    const hours = (changes.rows[0].expiresAt.getTime() - Date.now()) / 3600_000;
    expect(Math.round(hours)).toBe(EMAIL_CHANGE_HOURS);
    expect(JSON.stringify(changes.rows)).not.toContain(token);
    await service.confirmEmailChange(token!);
    expect(members.rows[0].email).toBe('new@example.org');
    expect(changed).toEqual([
      expect.objectContaining({ oldEmail: 'miriam@example.org', newEmail: 'new@example.org' }),
    ]);
    await expect(service.confirmEmailChange(token!)).rejects.toThrow(InvalidEmailChangeLinkError);
  });

  it("mails nothing for another member's address, and drops an earlier request", async () => {
    await requestChange('new@example.org');
    await service.requestEmailChange(1, 'taken@example.org');
    expect(requested).toHaveLength(1);
    expect(changes.rows).toEqual([]);
  });

  it('uses up an expired link, changing nothing', async () => {
    const token = await requestChange('new@example.org');
    changes.rows[0].expiresAt = new Date(Date.now() - 1);
    await expect(service.confirmEmailChange(token!)).rejects.toThrow(
      'This link is invalid or has expired.',
    );
    expect(changes.rows).toEqual([]);
    expect(members.rows[0].email).toBe('miriam@example.org');
  });

  it('says the address is taken when another member got it meanwhile', async () => {
    const token = await requestChange('new@example.org');
    members.rows[1].email = 'new@example.org';
    await expect(service.confirmEmailChange(token!)).rejects.toThrow(new EmailTakenError());
    expect(changed).toEqual([]);
  });

  it('deletes the account only when the address is typed exactly', async () => {
    await expect(service.delete(1, 'Miriam@example.org')).rejects.toThrow(
      DeleteConfirmationMismatchError,
    );
    expect(erased).toEqual([]);
    await service.delete(1, 'miriam@example.org');
    expect(erased).toEqual([1]);
  });
});
