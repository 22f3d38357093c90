import { Injectable } from '@nestjs/common';
import { validateAs } from '../../common/filters/validation.pipe';
import { MINISTRY_INTERESTS, SUPPORT_NEEDS } from './community.constants';
import { CreateMemberDto } from './dto/create-member.dto';
import { memberProfile } from './member-profile';
import {
  MemberBatch,
  MemberImportsRepository,
  type ImportedMemberFields,
  type StoredMember,
} from './member-imports.repository';

export { MemberBatch, MINISTRY_INTERESTS, SUPPORT_NEEDS };
export type { ImportedMemberFields, StoredMember };

/** A row checked as the sign-up form checks it: the member's fields, or the form's message. */
export type SignUpCheck =
  | { fields: Omit<ImportedMemberFields, 'subscribeToEmails'> & { subscribeToEmails?: boolean } }
  | { message: string };

/**
 * What the community offers an import of members: the sign-up form's validation (its DTO, its rules,
 * its messages, as the global pipe runs them), lookups by address, and batched writes in one
 * transaction (the imports module records what it did in the same one).
 */
@Injectable()
export class MemberImportsService {
  constructor(private readonly members: MemberImportsRepository) {}

  /** Validates `input` as the sign-up form's body; the fields as sign-up would store them. */
  checkAsSignUp(input: Record<string, unknown>): SignUpCheck {
    const { value: dto, message } = validateAs(CreateMemberDto, input, 'Invalid row');
    if (!dto) return { message };
    return {
      fields: {
        ...memberProfile(dto),
        email: dto.email,
        ...(dto.subscribeToEmails === undefined
          ? {}
          : { subscribeToEmails: dto.subscribeToEmails }),
      },
    };
  }

  byEmails(emails: string[]): Promise<StoredMember[]> {
    return this.members.byEmails(emails);
  }

  inTransaction<T>(work: (batch: MemberBatch) => Promise<T>): Promise<T> {
    return this.members.inTransaction(work);
  }
}
