import type { Language, OfferedLanguages } from '@ministry/frontend-kit';
import type { MyAccount, MyProfileInput } from '../../shared/api/community-types';
import { draftFormOptions, type DraftErrors } from '../../shared/forms/draft-form';
import { EMPTY_SIGNUP, validateSignup, type SignupDraft } from '../signup/signup-draft';

/**
 * The sign-up form's fields a member corrects here (the address and consent have their own place),
 * and the language of their e-mail ('' while the site offers one language: then not asked).
 */
export type ProfileDraft = Omit<SignupDraft, 'email' | 'subscribeToEmails'> & { language: string };

const { email: _email, subscribeToEmails: _consent, ...EMPTY } = EMPTY_SIGNUP;
export const EMPTY_PROFILE: ProfileDraft = { ...EMPTY, language: '' };

/**
 * The language the member's e-mail comes in: theirs while the site offers it, else the site's
 * default (the server sends that one then: docs/settings-contract.md, "Languages"). '' when the site
 * offers one language: nothing to choose.
 */
export function mailLanguage(language: string, offered: OfferedLanguages): Language | '' {
  if (offered.languages.length < 2) return '';
  return offered.languages.find((code) => code === language) ?? offered.defaultLanguage;
}

/** The sign-up rules and messages (spec §5), but the address's. */
export function validateProfile(draft: ProfileDraft): DraftErrors<ProfileDraft> {
  const { email: _ignored, ...errors } = validateSignup({
    ...draft,
    email: 'kept@example.org',
    subscribeToEmails: true,
  });
  return errors;
}

export const PROFILE_FORM = draftFormOptions<ProfileDraft>(EMPTY_PROFILE, validateProfile);

/** The stored profile as the form shows it, among the languages the site offers. */
export function toProfileDraft(account: MyAccount, offered: OfferedLanguages): ProfileDraft {
  return {
    language: mailLanguage(account.language, offered),
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? '',
    age: account.age === null ? '' : String(account.age),
    sex: (account.sex ?? '') as ProfileDraft['sex'],
    maritalStatus: (account.maritalStatus ?? '') as ProfileDraft['maritalStatus'],
    spiritualLevel: (account.spiritualLevel ?? '') as ProfileDraft['spiritualLevel'],
    city: account.city ?? '',
    state: account.state ?? '',
    country: account.country ?? '',
    occupation: account.occupation ?? '',
    needs: account.needs as ProfileDraft['needs'],
    interests: account.interests as ProfileDraft['interests'],
    notes: account.notes ?? '',
  };
}

/**
 * The request body: trimmed text, optional fields left out when empty (cleared on the server); the
 * language left out when not asked (kept as it is).
 */
export function toProfileInput(draft: ProfileDraft): MyProfileInput {
  const optional = (value: string) => value.trim() || undefined;
  const age = draft.age.trim();
  return {
    ...(draft.language ? { language: draft.language as Language } : {}),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phone: optional(draft.phone),
    age: age === '' ? undefined : Number(age),
    sex: draft.sex || undefined,
    maritalStatus: draft.maritalStatus || undefined,
    spiritualLevel: draft.spiritualLevel || undefined,
    needs: draft.needs,
    interests: draft.interests,
    city: optional(draft.city),
    state: optional(draft.state),
    country: optional(draft.country),
    occupation: optional(draft.occupation),
    notes: optional(draft.notes),
  };
}
