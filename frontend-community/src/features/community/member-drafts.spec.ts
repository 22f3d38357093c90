import { describe, expect, it } from '@jest/globals';
import { EMPTY_TESTIMONY } from './testimony-draft';
import { draftOwnership, nextDraft, withContact } from './member-drafts';

const ruth = { name: 'Ruth Moab', email: 'ruth@example.test' };

describe('the drafts of a member', () => {
  it('are signed with the name and e-mail the member has not typed', () => {
    expect(withContact(EMPTY_TESTIMONY, ruth)).toEqual({ ...EMPTY_TESTIMONY, ...ruth });
    const typed = { ...EMPTY_TESTIMONY, name: 'R. M.', title: 'Kept' };
    expect(withContact(typed, ruth)).toEqual({ ...typed, email: ruth.email });
  });

  it('stay the same draft when there is nothing to fill', () => {
    const signed = { ...EMPTY_TESTIMONY, ...ruth, title: 'Kept' };
    expect(withContact(signed, ruth)).toBe(signed);
    expect(withContact(EMPTY_TESTIMONY, { name: '', email: '' })).toBe(EMPTY_TESTIMONY);
  });

  it('start again empty after sending, signed as the one just sent', () => {
    expect(nextDraft(EMPTY_TESTIMONY, ruth)).toEqual({ ...EMPTY_TESTIMONY, ...ruth });
  });

  it('survive a session that ended and the same member logging in again', () => {
    expect(draftOwnership(null, 'Ruth Moab')).toEqual({ owner: 'Ruth Moab', empty: false });
    expect(draftOwnership('Ruth Moab', null)).toEqual({ owner: 'Ruth Moab', empty: false });
    expect(draftOwnership('Ruth Moab', 'Ruth Moab')).toEqual({ owner: 'Ruth Moab', empty: false });
  });

  it('are emptied when someone else logs in', () => {
    expect(draftOwnership('Ruth Moab', 'Boaz')).toEqual({ owner: 'Boaz', empty: true });
  });
});
