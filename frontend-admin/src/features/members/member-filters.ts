import type { CommunityMemberDto } from '../../shared/api-types';

/** Spec §4: filtering is client-side; an empty value means all. */
export interface MemberFilters {
  search: string;
  maritalStatus: string;
  spiritualLevel: string;
  /** In the state but without a control on screen (spec §4); '' | 'true' | 'false'. */
  subscribeToEmails: string;
}

export const EMPTY_FILTERS: MemberFilters = {
  search: '',
  maritalStatus: '',
  spiritualLevel: '',
  subscribeToEmails: '',
};

/**
 * Search matches first name, last name or e-mail ignoring case, as typed (the export endpoint
 * filters the same way, so the CSV holds exactly the rows shown); the selects match exactly.
 */
export function filterMembers(
  members: CommunityMemberDto[],
  filters: MemberFilters,
): CommunityMemberDto[] {
  const search = filters.search.toLowerCase();
  return members.filter(
    (member) =>
      (!search ||
        member.firstName.toLowerCase().includes(search) ||
        member.lastName.toLowerCase().includes(search) ||
        member.email.toLowerCase().includes(search)) &&
      (!filters.maritalStatus || member.maritalStatus === filters.maritalStatus) &&
      (!filters.spiritualLevel || member.spiritualLevel === filters.spiritualLevel) &&
      (!filters.subscribeToEmails ||
        String(member.subscribeToEmails) === filters.subscribeToEmails),
  );
}

/** The CSV download of the members matching the filters (DESIGN §4). */
export function exportUrl(filters: MemberFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return `/api/community/members/export${query ? `?${query}` : ''}`;
}

export function memberName(member: CommunityMemberDto): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** Spec §2: city, state and country joined with commas. */
export function memberLocation(member: CommunityMemberDto): string {
  return [member.city, member.state, member.country].filter((part) => part?.trim()).join(', ');
}
