import { i18n } from '@ministry/frontend-kit';
import type { TestimonyCategory, TestimonyInput } from '../../shared/api/community-types';
import { EMAIL_PATTERN } from '../../shared/constants';
import { draftFormOptions, type DraftErrors } from '../../shared/forms/draft-form';

export interface TestimonyDraft {
  name: string;
  email: string;
  category: TestimonyCategory | '';
  title: string;
  testimony: string;
  isAnonymous: boolean;
}

export const EMPTY_TESTIMONY: TestimonyDraft = {
  name: '',
  email: '',
  category: '',
  title: '',
  testimony: '',
  isAnonymous: false,
};

/** Spec §5 "Testimony form": name, email, category, title and testimony are required. */
export function validateTestimony(draft: TestimonyDraft): DraftErrors<TestimonyDraft> {
  const errors: DraftErrors<TestimonyDraft> = {};
  if (draft.name.trim() === '') {
    errors.name = i18n._({ id: 'community.invalid.name', message: 'Name is required' });
  }
  if (!EMAIL_PATTERN.test(draft.email.trim())) {
    errors.email = i18n._({
      id: 'community.invalid.email',
      message: 'Please enter a valid email address',
    });
  }
  if (draft.category === '') {
    errors.category = i18n._({ id: 'community.invalid.category', message: 'Category is required' });
  }
  if (draft.title.trim() === '') {
    errors.title = i18n._({ id: 'community.invalid.title', message: 'Title is required' });
  }
  if (draft.testimony.trim() === '') {
    errors.testimony = i18n._({
      id: 'community.invalid.testimony',
      message: 'Testimony is required',
    });
  }
  return errors;
}

/** The form's react-hook-form options: starts empty, checked by validateTestimony when sent. */
export const TESTIMONY_FORM = draftFormOptions<TestimonyDraft>(EMPTY_TESTIMONY, validateTestimony);

/** Call only with a draft that passed `validateTestimony`. */
export function toTestimonyInput(draft: TestimonyDraft): TestimonyInput {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    category: draft.category as TestimonyCategory,
    title: draft.title.trim(),
    testimony: draft.testimony.trim(),
    isAnonymous: draft.isAnonymous,
  };
}
