import type {
  ContactPreference,
  CounselingCategory,
  MaritalStatus,
  MinistryInterest,
  Sex,
  SpiritualLevel,
  SupportNeed,
  TestimonyCategory,
  Urgency,
} from './api/community-types';

/** Business constants of spec §9 (values as the API takes them, labels as people read them). */

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

export const TESTIMONY_CATEGORIES: readonly TestimonyCategory[] = [
  'Healing',
  'Breakthrough',
  'Faith',
  'Deliverance',
  'Prayer',
  'Salvation',
  'Restoration',
  'Provision',
  'Family',
  'Finances',
  'Other',
];

export const COUNSELING_CATEGORIES: readonly CounselingCategory[] = [
  'New to Walk',
  'Marriage & Relationships',
  'Finances & Stewardship',
  'Health & Healing',
  'Family Issues',
  'Spiritual Growth',
  'Life Decisions',
  'Grief & Loss',
  'Other',
];

export const URGENCY_CHOICES: Choice<Urgency>[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'soon', label: 'Soon' },
  { value: 'urgent', label: 'Urgent' },
];

export const CONTACT_CHOICES: Choice<ContactPreference>[] = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'both', label: 'Either Email or Phone' },
];

export const SUPPORT_NEEDS: Choice<SupportNeed>[] = [
  { value: 'prayer', label: 'Prayer' },
  { value: 'bible_study', label: 'Bible Study' },
  { value: 'counseling', label: 'Counseling' },
  { value: 'fellowship', label: 'Fellowship' },
  { value: 'mentorship', label: 'Mentorship' },
  { value: 'financial_guidance', label: 'Financial Guidance' },
  { value: 'healing', label: 'Healing' },
  { value: 'deliverance', label: 'Deliverance' },
  { value: 'marriage_support', label: 'Marriage Support' },
  { value: 'youth_guidance', label: 'Youth Guidance' },
];

export const MINISTRY_INTERESTS: Choice<MinistryInterest>[] = [
  { value: 'worship', label: 'Worship' },
  { value: 'teaching', label: 'Teaching' },
  { value: 'evangelism', label: 'Evangelism' },
  { value: 'community_service', label: 'Community Service' },
  { value: 'youth_ministry', label: 'Youth Ministry' },
  { value: 'women_ministry', label: "Women's Ministry" },
  { value: 'men_ministry', label: "Men's Ministry" },
  { value: 'music', label: 'Music' },
  { value: 'prayer_team', label: 'Prayer Team' },
  { value: 'outreach', label: 'Outreach' },
];

/** Spec §5 "Member sign-up" enumerations. */
export const SEX_CHOICES: Choice<Sex>[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const MARITAL_STATUS_CHOICES: Choice<MaritalStatus>[] = [
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const SPIRITUAL_LEVEL_CHOICES: Choice<SpiritualLevel>[] = [
  { value: 'seeking', label: 'Seeking' },
  { value: 'new_believer', label: 'New Believer' },
  { value: 'growing', label: 'Growing' },
  { value: 'mature', label: 'Mature' },
  { value: 'leader', label: 'Leader' },
];

export const MIN_AGE = 13;
export const MAX_AGE = 120;
export const FEATURED_LIMIT = 2;
export const TESTIMONIAL_SKELETONS = 6;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The API's maximum lengths (community.constants.ts, counseling.constants.ts). */
export const MAX_LENGTH = {
  email: 320,
  phone: 50,
  memberName: 100,
  place: 100,
  occupation: 200,
  notes: 5000,
  testimonyName: 200,
  title: 200,
  testimony: 10000,
  counselingName: 200,
  counselingText: 10000,
} as const;
