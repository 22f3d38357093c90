import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MemberEmailChange } from './entities/member-email-change.entity';

/** The queries of members' pending changes of address (table member_email_changes). */
@Injectable()
export class MemberEmailChangesRepository {
  constructor(
    @InjectRepository(MemberEmailChange)
    private readonly changes: Repository<MemberEmailChange>,
  ) {}

  ofMember(memberId: number): Promise<MemberEmailChange | null> {
    return this.changes.findOneBy({ memberId });
  }

  byTokenHash(tokenHash: string): Promise<MemberEmailChange | null> {
    return this.changes.findOneBy({ tokenHash });
  }

  /** Stores the member's request, replacing an earlier one. */
  async replace(
    change: Pick<MemberEmailChange, 'memberId' | 'newEmail' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await this.changes.upsert(change, ['memberId']);
  }

  async deleteOfMember(memberId: number): Promise<void> {
    await this.changes.delete({ memberId });
  }

  async delete(id: number): Promise<void> {
    await this.changes.delete({ id });
  }
}
