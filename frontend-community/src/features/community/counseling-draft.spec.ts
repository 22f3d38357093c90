import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_COUNSELING,
  toCounselingInput,
  validateCounseling,
  type CounselingDraft,
} from './counseling-draft';

const complete: CounselingDraft = {
  ...EMPTY_COUNSELING,
  name: 'Ruth Moab',
  email: 'ruth@example.test',
  category: 'Grief & Loss',
  background: 'Ten years with the Lord.',
  currentSituation: 'My father passed away.',
  specificNeeds: 'Prayer.',
};

describe('the counseling draft (spec §5 "Counseling form")', () => {
  it('starts at normal urgency, by e-mail, and needs every text', () => {
    expect(EMPTY_COUNSELING).toMatchObject({ urgency: 'normal', preferredContact: 'email' });
    expect(validateCounseling(EMPTY_COUNSELING)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      category: 'Category is required',
      background: 'Background is required',
      currentSituation: 'Current situation is required',
      specificNeeds: 'Specific needs are required',
    });
  });

  it('needs a phone number only from a member who asks to be phoned', () => {
    expect(validateCounseling(complete)).toEqual({});
    expect(validateCounseling({ ...complete, preferredContact: 'both' })).toEqual({});
    expect(validateCounseling({ ...complete, preferredContact: 'phone', phone: ' ' })).toEqual({
      phone: 'Please enter a phone number so we can call you',
    });
  });

  it('sends no phone when none was given', () => {
    expect(toCounselingInput(complete)).not.toHaveProperty('phone');
    expect(toCounselingInput({ ...complete, phone: ' 555-0123 ' }).phone).toBe('555-0123');
  });
});
