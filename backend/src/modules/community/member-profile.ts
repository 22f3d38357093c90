import type { UpdateMyProfileDto } from './dto/my-account.dto';
import type { CommunityMember } from './entities/community-member.entity';

/** The profile columns of a member as sign-up and "My account" write them: optional ones stored as null or []. */
export function memberProfile(
  input: UpdateMyProfileDto,
): Pick<
  CommunityMember,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'age'
  | 'sex'
  | 'maritalStatus'
  | 'spiritualLevel'
  | 'needs'
  | 'interests'
  | 'city'
  | 'state'
  | 'country'
  | 'occupation'
  | 'notes'
> {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    age: input.age ?? null,
    sex: input.sex ?? null,
    maritalStatus: input.maritalStatus ?? null,
    spiritualLevel: input.spiritualLevel ?? null,
    needs: input.needs ?? [],
    interests: input.interests ?? [],
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    occupation: input.occupation ?? null,
    notes: input.notes ?? null,
  };
}
