/** Spec §9 and §4. */
export const COUNSELING_CATEGORIES = [
  'New to Walk',
  'Marriage & Relationships',
  'Finances & Stewardship',
  'Health & Healing',
  'Family Issues',
  'Spiritual Growth',
  'Life Decisions',
  'Grief & Loss',
  'Other',
] as const;
export const URGENCIES = ['normal', 'soon', 'urgent'] as const;
export const CONTACT_PREFERENCES = ['email', 'phone', 'both'] as const;
export const COUNSELING_STATUSES = ['pending', 'in_progress', 'completed', 'closed'] as const;

export const CounselingLimits = {
  name: 200,
  email: 320,
  phone: 50,
  text: 10000,
} as const;

/** Messages chosen where the spec only says "required". */
export const CounselingMessages = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  categoryRequired: 'Category is required',
  category: 'Please choose one of the counseling categories',
  background: 'Background is required',
  currentSituation: 'Current situation is required',
  specificNeeds: 'Specific needs are required',
  urgency: 'Urgency must be normal, soon or urgent',
  preferredContact: 'Preferred contact must be email, phone or both',
  submitted: 'A member of our ministry team will reach out to you soon.',
  notFound: 'Counseling request not found',
  statusRequired: 'Status is required',
  status: 'Status must be pending, in_progress, completed or closed',
  responseRequired: 'Response message is required',
} as const;
