import { describe, expect, it } from '@jest/globals';
import type { MyAccount } from '../../shared/api/community-types';
import { mailLanguage, toProfileDraft, toProfileInput, validateProfile } from './profile-draft';

const ENGLISH_ONLY = { defaultLanguage: 'en', languages: ['en'] } as const;
const THREE = { defaultLanguage: 'en', languages: ['en', 'es', 'he'] } as const;

const account: MyAccount = {
  firstName: 'Ruth',
  lastName: 'Moab',
  email: 'ruth@example.test',
  phone: null,
  age: 30,
  sex: 'female',
  maritalStatus: null,
  spiritualLevel: 'growing',
  needs: ['prayer'],
  interests: [],
  city: 'Bethlehem',
  state: null,
  country: null,
  occupation: null,
  notes: null,
  subscribeToEmails: true,
  createdAt: '2025-01-12T18:30:00.000Z',
  updatedAt: '2025-01-12T18:30:00.000Z',
  newsletter: { subscribed: false, subscribedAt: null },
  language: 'en',
  pendingEmail: null,
};

describe('the profile form (My account)', () => {
  it('shows what is stored, and sends it back as it was', () => {
    const draft = toProfileDraft(account, ENGLISH_ONLY);
    expect(draft).toMatchObject({ firstName: 'Ruth', age: '30', phone: '', maritalStatus: '' });
    expect(draft).not.toHaveProperty('email');
    expect(toProfileInput(draft)).toEqual({
      firstName: 'Ruth',
      lastName: 'Moab',
      phone: undefined,
      age: 30,
      sex: 'female',
      maritalStatus: undefined,
      spiritualLevel: 'growing',
      needs: ['prayer'],
      interests: [],
      city: 'Bethlehem',
      state: undefined,
      country: undefined,
      occupation: undefined,
      notes: undefined,
    });
  });

  it("has the sign-up rules and messages, but the address's", () => {
    const draft = toProfileDraft(account, ENGLISH_ONLY);
    expect(validateProfile(draft)).toEqual({});
    expect(validateProfile({ ...draft, firstName: ' ', age: '12' })).toEqual({
      firstName: 'First name is required',
      age: 'Must be at least 13 years old',
    });
  });

  it('asks for the language of the e-mail only when the site offers more than one', () => {
    const english = toProfileDraft(account, ENGLISH_ONLY);
    expect(english.language).toBe('');
    // Not asked: left out, so the stored one stays.
    expect(toProfileInput(english)).not.toHaveProperty('language');

    const draft = toProfileDraft({ ...account, language: 'he' }, THREE);
    expect(draft.language).toBe('he');
    expect(toProfileInput({ ...draft, language: 'es' })).toMatchObject({ language: 'es' });
  });
});

describe('mailLanguage', () => {
  it("is the member's language while the site offers it, else the site's default", () => {
    expect(mailLanguage('es', THREE)).toBe('es');
    expect(mailLanguage('fr', THREE)).toBe('en');
    expect(mailLanguage('pt-BR', { defaultLanguage: 'es', languages: ['es', 'pt-BR'] })).toBe(
      'pt-BR',
    );
    expect(mailLanguage('es', ENGLISH_ONLY)).toBe('');
  });
});
