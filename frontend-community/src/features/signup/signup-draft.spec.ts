import { describe, expect, it } from '@jest/globals';
import { EMPTY_SIGNUP, toSignupInput, validateSignup, type SignupDraft } from './signup-draft';

const draft = (change: Partial<SignupDraft> = {}): SignupDraft => ({
  ...EMPTY_SIGNUP,
  firstName: 'Ruth',
  lastName: 'Moab',
  email: 'ruth@example.test',
  ...change,
});

describe('validateSignup (spec §5 "Member sign-up")', () => {
  it('asks for the names and a valid address', () => {
    expect(validateSignup(EMPTY_SIGNUP)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
    expect(validateSignup(draft({ firstName: '   ' }))).toEqual({
      firstName: 'First name is required',
    });
  });

  it('takes an age from 13 on, or none', () => {
    expect(validateSignup(draft())).toEqual({});
    expect(validateSignup(draft({ age: '13' }))).toEqual({});
    expect(validateSignup(draft({ age: '120' }))).toEqual({});
    expect(validateSignup(draft({ age: '12' })).age).toBe('Must be at least 13 years old');
    expect(validateSignup(draft({ age: '121' })).age).toBe('Please enter a valid age');
    expect(validateSignup(draft({ age: '20.5' })).age).toBe('Please enter a valid age');
  });
});

describe('toSignupInput', () => {
  it('trims the text and leaves out what was not given', () => {
    expect(toSignupInput(draft({ firstName: ' Ruth ', city: '  ', notes: ' Pray ' }))).toEqual({
      firstName: 'Ruth',
      lastName: 'Moab',
      email: 'ruth@example.test',
      phone: undefined,
      age: undefined,
      sex: undefined,
      maritalStatus: undefined,
      spiritualLevel: undefined,
      needs: [],
      interests: [],
      city: undefined,
      state: undefined,
      country: undefined,
      occupation: undefined,
      notes: 'Pray',
      subscribeToEmails: true,
    });
  });

  it('sends the age as a number and the choices as chosen', () => {
    expect(
      toSignupInput(
        draft({ age: ' 34 ', sex: 'female', needs: ['prayer'], subscribeToEmails: false }),
      ),
    ).toMatchObject({ age: 34, sex: 'female', needs: ['prayer'], subscribeToEmails: false });
  });
});
