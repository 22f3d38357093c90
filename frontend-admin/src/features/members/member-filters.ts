import type { CommunityMemberDto } from '../../shared/api-types';

/**
 * Spec §4's filters; an empty value means all. The server applies them (the list may hold 50,000
 * members): search matches first name, last name or e-mail ignoring case, as typed; the selects
 * match exactly.
 */
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
