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

/**
 * Business constants of spec §9 (values as the API takes them, labels as people read them). The
 * value types come from the API client; these lists only add the order and the labels, and the
 * compiler checks that each holds every value of its type.
 */

export interface Choice<V extends string = string> {
  value: V;
  label: string;
  /** The language the label is written in, when it is not the page's (a language's own name). */
  lang?: string;
}

/** The choices in the order written; a value missing from `labels` fails to compile. */
function choices<V extends string>(labels: Record<V, string>): Choice<V>[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

/** Values shown as they are; a missing or unknown one fails to compile. */
function allValues<V extends string>() {
  return <const L extends readonly V[]>(
    ...values: L & ([Exclude<V, L[number]>] extends [never] ? unknown : never)
  ): readonly V[] => values;
}

export const TESTIMONY_CATEGORIES = allValues<TestimonyCategory>()(
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
);

export const COUNSELING_CATEGORIES = allValues<CounselingCategory>()(
  'New to Walk',
  'Marriage & Relationships',
  'Finances & Stewardship',
  'Health & Healing',
  'Family Issues',
  'Spiritual Growth',
  'Life Decisions',
  'Grief & Loss',
  'Other',
);

export const URGENCY_CHOICES = choices<Urgency>({
  normal: 'Normal',
  soon: 'Soon',
  urgent: 'Urgent',
});

export const CONTACT_CHOICES = choices<ContactPreference>({
  email: 'Email',
  phone: 'Phone',
  both: 'Either Email or Phone',
});

export const SUPPORT_NEEDS = choices<SupportNeed>({
  prayer: 'Prayer',
  bible_study: 'Bible Study',
  counseling: 'Counseling',
  fellowship: 'Fellowship',
  mentorship: 'Mentorship',
  financial_guidance: 'Financial Guidance',
  healing: 'Healing',
  deliverance: 'Deliverance',
  marriage_support: 'Marriage Support',
  youth_guidance: 'Youth Guidance',
});

export const MINISTRY_INTERESTS = choices<MinistryInterest>({
  worship: 'Worship',
  teaching: 'Teaching',
  evangelism: 'Evangelism',
  community_service: 'Community Service',
  youth_ministry: 'Youth Ministry',
  women_ministry: "Women's Ministry",
  men_ministry: "Men's Ministry",
  music: 'Music',
  prayer_team: 'Prayer Team',
  outreach: 'Outreach',
});

/** Spec §5 "Member sign-up" enumerations. */
export const SEX_CHOICES = choices<Sex>({
  male: 'Male',
  female: 'Female',
  prefer_not_to_say: 'Prefer not to say',
});

export const MARITAL_STATUS_CHOICES = choices<MaritalStatus>({
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
  divorced: 'Divorced',
  prefer_not_to_say: 'Prefer not to say',
});

export const SPIRITUAL_LEVEL_CHOICES = choices<SpiritualLevel>({
  seeking: 'Seeking',
  new_believer: 'New Believer',
  growing: 'Growing',
  mature: 'Mature',
  leader: 'Leader',
});

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
