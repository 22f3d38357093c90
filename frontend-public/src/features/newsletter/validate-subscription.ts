import { i18n } from '@ministry/frontend-kit';

export interface SubscriptionInput {
  name: string;
  email: string;
}

export type SubscriptionErrors = Partial<Record<keyof SubscriptionInput, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 "Newsletter". */
export function validateSubscription(input: SubscriptionInput): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  if (input.name.trim().length < 2) {
    errors.name = i18n._({
      id: 'newsletter.invalid.name',
      message: 'Name must be at least 2 characters',
    });
  }
  if (!EMAIL_PATTERN.test(input.email.trim())) {
    errors.email = i18n._({
      id: 'newsletter.invalid.email',
      message: 'Please enter a valid email address',
    });
  }
  return errors;
}
