import { describe, expect, it } from '@jest/globals';
import type { CommunityMemberDto } from '../../shared/api-types';
import { EMPTY_FILTERS, exportUrl, memberLocation, memberName } from './member-filters';

const MEMBER: CommunityMemberDto = {
  id: 0,
  firstName: '',
  lastName: '',
  email: '',
  phone: null,
  age: null,
  sex: null,
  maritalStatus: null,
  spiritualLevel: null,
  city: null,
  state: null,
  country: null,
  occupation: null,
  needs: [],
  interests: [],
  notes: null,
  subscribeToEmails: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const member = (change: Partial<CommunityMemberDto>): CommunityMemberDto => ({
  ...MEMBER,
  ...change,
});

describe('the member list filters (spec §4)', () => {
  const ruth = member({ id: 1, firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.test' });

  it('export the rows shown: the CSV address carries the filters set', () => {
    expect(exportUrl(EMPTY_FILTERS)).toBe('/api/community/members/export');
    expect(exportUrl({ ...EMPTY_FILTERS, search: 'ruth moab', spiritualLevel: 'growing' })).toBe(
      '/api/community/members/export?search=ruth+moab&spiritualLevel=growing',
    );
  });

  it('write a name and a location from the parts given', () => {
    expect(memberName(ruth)).toBe('Ruth Moab');
    expect(memberLocation(member({ city: 'Bethlehem', state: ' ', country: 'Judah' }))).toBe(
      'Bethlehem, Judah',
    );
  });
});
