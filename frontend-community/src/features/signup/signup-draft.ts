import { i18n } from '@ministry/frontend-kit';
import type {
  MaritalStatus,
  MemberSignupInput,
  MinistryInterest,
  Sex,
  SpiritualLevel,
  SupportNeed,
} from '../../shared/api/community-types';
import { EMAIL_PATTERN, MAX_AGE, MIN_AGE } from '../../shared/constants';
import { draftFormOptions, type DraftErrors } from '../../shared/forms/draft-form';

export interface SignupDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: string;
  sex: Sex | '';
  maritalStatus: MaritalStatus | '';
  city: string;
  state: string;
  country: string;
  spiritualLevel: SpiritualLevel | '';
  occupation: string;
  needs: SupportNeed[];
  interests: MinistryInterest[];
  notes: string;
  subscribeToEmails: boolean;
}

export const EMPTY_SIGNUP: SignupDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  age: '',
  sex: '',
  maritalStatus: '',
  city: '',
  state: '',
  country: '',
  spiritualLevel: '',
  occupation: '',
  needs: [],
  interests: [],
  notes: '',
  subscribeToEmails: true,
};

/** Spec §5 "Member sign-up", with its exact messages. */
export function validateSignup(draft: SignupDraft): DraftErrors<SignupDraft> {
  const errors: DraftErrors<SignupDraft> = {};
  if (draft.firstName.trim() === '') {
    errors.firstName = i18n._({
      id: 'community.invalid.firstName',
      message: 'First name is required',
    });
  }
  if (draft.lastName.trim() === '') {
    errors.lastName = i18n._({
      id: 'community.invalid.lastName',
      message: 'Last name is required',
    });
  }
  if (!EMAIL_PATTERN.test(draft.email.trim())) {
    errors.email = i18n._({
      id: 'community.invalid.email',
      message: 'Please enter a valid email address',
    });
  }
  const age = draft.age.trim();
  if (age !== '') {
    const value = Number(age);
    if (!Number.isInteger(value) || value > MAX_AGE) {
      errors.age = i18n._({ id: 'community.invalid.age', message: 'Please enter a valid age' });
    } else if (value < MIN_AGE) {
      errors.age = i18n._({
        id: 'community.invalid.ageMin',
        message: 'Must be at least {minAge} years old',
        values: { minAge: MIN_AGE },
      });
    }
  }
  return errors;
}

/** The form's react-hook-form options: starts empty, checked by validateSignup when sent. */
export const SIGNUP_FORM = draftFormOptions<SignupDraft>(EMPTY_SIGNUP, validateSignup);

/** The request body: trimmed text, optional fields left out when empty. */
export function toSignupInput(draft: SignupDraft): MemberSignupInput {
  const optional = (value: string) => value.trim() || undefined;
  const age = draft.age.trim();
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
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
    subscribeToEmails: draft.subscribeToEmails,
  };
}
