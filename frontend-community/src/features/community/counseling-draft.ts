import { i18n } from '@ministry/frontend-kit';
import type {
  ContactPreference,
  CounselingCategory,
  CounselingInput,
  Urgency,
} from '../../shared/api/community-types';
import { EMAIL_PATTERN } from '../../shared/constants';
import { draftFormOptions, type DraftErrors } from '../../shared/forms/draft-form';

export interface CounselingDraft {
  name: string;
  email: string;
  phone: string;
  category: CounselingCategory | '';
  background: string;
  currentSituation: string;
  specificNeeds: string;
  urgency: Urgency;
  preferredContact: ContactPreference;
}

export const EMPTY_COUNSELING: CounselingDraft = {
  name: '',
  email: '',
  phone: '',
  category: '',
  background: '',
  currentSituation: '',
  specificNeeds: '',
  urgency: 'normal',
  preferredContact: 'email',
};

/** Spec §5 "Counseling form"; a phone number is needed when the member asks to be phoned. */
export function validateCounseling(draft: CounselingDraft): DraftErrors<CounselingDraft> {
  const errors: DraftErrors<CounselingDraft> = {};
  if (draft.name.trim() === '') {
    errors.name = i18n._({ id: 'community.invalid.name', message: 'Name is required' });
  }
  if (!EMAIL_PATTERN.test(draft.email.trim())) {
    errors.email = i18n._({
      id: 'community.invalid.email',
      message: 'Please enter a valid email address',
    });
  }
  if (draft.preferredContact === 'phone' && draft.phone.trim() === '') {
    errors.phone = i18n._({
      id: 'community.invalid.phone',
      message: 'Please enter a phone number so we can call you',
    });
  }
  if (draft.category === '') {
    errors.category = i18n._({ id: 'community.invalid.category', message: 'Category is required' });
  }
  if (draft.background.trim() === '') {
    errors.background = i18n._({
      id: 'community.invalid.background',
      message: 'Background is required',
    });
  }
  if (draft.currentSituation.trim() === '') {
    errors.currentSituation = i18n._({
      id: 'community.invalid.currentSituation',
      message: 'Current situation is required',
    });
  }
  if (draft.specificNeeds.trim() === '') {
    errors.specificNeeds = i18n._({
      id: 'community.invalid.specificNeeds',
      message: 'Specific needs are required',
    });
  }
  return errors;
}

/** The form's react-hook-form options: starts empty, checked by validateCounseling when sent. */
export const COUNSELING_FORM = draftFormOptions<CounselingDraft>(
  EMPTY_COUNSELING,
  validateCounseling,
);

/** Call only with a draft that passed `validateCounseling`. */
export function toCounselingInput(draft: CounselingDraft): CounselingInput {
  const phone = draft.phone.trim();
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    ...(phone && { phone }),
    category: draft.category as CounselingCategory,
    background: draft.background.trim(),
    currentSituation: draft.currentSituation.trim(),
    specificNeeds: draft.specificNeeds.trim(),
    urgency: draft.urgency,
    preferredContact: draft.preferredContact,
  };
}
