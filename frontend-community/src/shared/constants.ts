import type { I18n } from '@ministry/frontend-kit';
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

/** A text of the area's catalogue (an i18n-marked `{ id, message }`), translated where shown. */
export interface Label {
  id: string;
  message?: string;
}

export interface Choice<V extends string = string> {
  value: V;
  /** A text of the catalogue, or one shown as it is (a language's own name). */
  label: string | Label;
  /** The language the label is written in, when it is not the page's (a language's own name). */
  lang?: string;
}

/** A label in the page's language (`i18n` of `useLingui()`, so the text follows a switch). */
export function labelText(i18n: I18n, label: string | Label): string {
  return typeof label === 'string' ? label : i18n._(label);
}

/** The choices in the order written; a value missing from `labels` fails to compile. */
function choices<V extends string>(labels: Record<V, Label>): Choice<V>[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

/** The testimony categories (values as the API takes them), in the order the form offers them. */
const TESTIMONY_CATEGORY_LABELS: Record<TestimonyCategory, Label> = {
  Healing: /*i18n*/ { id: 'community.testimonyCategory.healing', message: 'Healing' },
  Breakthrough: /*i18n*/ {
    id: 'community.testimonyCategory.breakthrough',
    message: 'Breakthrough',
  },
  Faith: /*i18n*/ { id: 'community.testimonyCategory.faith', message: 'Faith' },
  Deliverance: /*i18n*/ { id: 'community.testimonyCategory.deliverance', message: 'Deliverance' },
  Prayer: /*i18n*/ { id: 'community.testimonyCategory.prayer', message: 'Prayer' },
  Salvation: /*i18n*/ { id: 'community.testimonyCategory.salvation', message: 'Salvation' },
  Restoration: /*i18n*/ { id: 'community.testimonyCategory.restoration', message: 'Restoration' },
  Provision: /*i18n*/ { id: 'community.testimonyCategory.provision', message: 'Provision' },
  Family: /*i18n*/ { id: 'community.testimonyCategory.family', message: 'Family' },
  Finances: /*i18n*/ { id: 'community.testimonyCategory.finances', message: 'Finances' },
  Other: /*i18n*/ { id: 'community.testimonyCategory.other', message: 'Other' },
};

export const TESTIMONY_CATEGORIES = choices<TestimonyCategory>(TESTIMONY_CATEGORY_LABELS);

/** A testimony's category as the page's language names it (an unknown one as it is). */
export function testimonyCategoryLabel(category: string): string | Label {
  return TESTIMONY_CATEGORY_LABELS[category as TestimonyCategory] ?? category;
}

const COUNSELING_CATEGORY_LABELS: Record<CounselingCategory, Label> = {
  'New to Walk': /*i18n*/ { id: 'community.counselingCategory.newToWalk', message: 'New to Walk' },
  'Marriage & Relationships': /*i18n*/ {
    id: 'community.counselingCategory.marriage',
    message: 'Marriage & Relationships',
  },
  'Finances & Stewardship': /*i18n*/ {
    id: 'community.counselingCategory.finances',
    message: 'Finances & Stewardship',
  },
  'Health & Healing': /*i18n*/ {
    id: 'community.counselingCategory.health',
    message: 'Health & Healing',
  },
  'Family Issues': /*i18n*/ {
    id: 'community.counselingCategory.family',
    message: 'Family Issues',
  },
  'Spiritual Growth': /*i18n*/ {
    id: 'community.counselingCategory.spiritualGrowth',
    message: 'Spiritual Growth',
  },
  'Life Decisions': /*i18n*/ {
    id: 'community.counselingCategory.lifeDecisions',
    message: 'Life Decisions',
  },
  'Grief & Loss': /*i18n*/ { id: 'community.counselingCategory.grief', message: 'Grief & Loss' },
  Other: /*i18n*/ { id: 'community.counselingCategory.other', message: 'Other' },
};

export const COUNSELING_CATEGORIES = choices<CounselingCategory>(COUNSELING_CATEGORY_LABELS);

/** A counseling request's category as the page's language names it (an unknown one as it is). */
export function counselingCategoryLabel(category: string): string | Label {
  return COUNSELING_CATEGORY_LABELS[category as CounselingCategory] ?? category;
}

export const URGENCY_CHOICES = choices<Urgency>({
  normal: /*i18n*/ { id: 'community.urgency.normal', message: 'Normal' },
  soon: /*i18n*/ { id: 'community.urgency.soon', message: 'Soon' },
  urgent: /*i18n*/ { id: 'community.urgency.urgent', message: 'Urgent' },
});

export const CONTACT_CHOICES = choices<ContactPreference>({
  email: /*i18n*/ { id: 'community.contact.email', message: 'Email' },
  phone: /*i18n*/ { id: 'community.contact.phone', message: 'Phone' },
  both: /*i18n*/ { id: 'community.contact.both', message: 'Either Email or Phone' },
});

export const SUPPORT_NEEDS = choices<SupportNeed>({
  prayer: /*i18n*/ { id: 'community.profile.need.prayer', message: 'Prayer' },
  bible_study: /*i18n*/ { id: 'community.profile.need.bibleStudy', message: 'Bible Study' },
  counseling: /*i18n*/ { id: 'community.profile.need.counseling', message: 'Counseling' },
  fellowship: /*i18n*/ { id: 'community.profile.need.fellowship', message: 'Fellowship' },
  mentorship: /*i18n*/ { id: 'community.profile.need.mentorship', message: 'Mentorship' },
  financial_guidance: /*i18n*/ {
    id: 'community.profile.need.financialGuidance',
    message: 'Financial Guidance',
  },
  healing: /*i18n*/ { id: 'community.profile.need.healing', message: 'Healing' },
  deliverance: /*i18n*/ { id: 'community.profile.need.deliverance', message: 'Deliverance' },
  marriage_support: /*i18n*/ {
    id: 'community.profile.need.marriageSupport',
    message: 'Marriage Support',
  },
  youth_guidance: /*i18n*/ {
    id: 'community.profile.need.youthGuidance',
    message: 'Youth Guidance',
  },
});

export const MINISTRY_INTERESTS = choices<MinistryInterest>({
  worship: /*i18n*/ { id: 'community.profile.interest.worship', message: 'Worship' },
  teaching: /*i18n*/ { id: 'community.profile.interest.teaching', message: 'Teaching' },
  evangelism: /*i18n*/ { id: 'community.profile.interest.evangelism', message: 'Evangelism' },
  community_service: /*i18n*/ {
    id: 'community.profile.interest.communityService',
    message: 'Community Service',
  },
  youth_ministry: /*i18n*/ {
    id: 'community.profile.interest.youthMinistry',
    message: 'Youth Ministry',
  },
  women_ministry: /*i18n*/ {
    id: 'community.profile.interest.womenMinistry',
    message: "Women's Ministry",
  },
  men_ministry: /*i18n*/ {
    id: 'community.profile.interest.menMinistry',
    message: "Men's Ministry",
  },
  music: /*i18n*/ { id: 'community.profile.interest.music', message: 'Music' },
  prayer_team: /*i18n*/ { id: 'community.profile.interest.prayerTeam', message: 'Prayer Team' },
  outreach: /*i18n*/ { id: 'community.profile.interest.outreach', message: 'Outreach' },
});

/** Spec §5 "Member sign-up" enumerations. */
export const SEX_CHOICES = choices<Sex>({
  male: /*i18n*/ { id: 'community.profile.sex.male', message: 'Male' },
  female: /*i18n*/ { id: 'community.profile.sex.female', message: 'Female' },
  prefer_not_to_say: /*i18n*/ {
    id: 'community.profile.sex.preferNotToSay',
    message: 'Prefer not to say',
  },
});

export const MARITAL_STATUS_CHOICES = choices<MaritalStatus>({
  single: /*i18n*/ { id: 'community.profile.marital.single', message: 'Single' },
  married: /*i18n*/ { id: 'community.profile.marital.married', message: 'Married' },
  widowed: /*i18n*/ { id: 'community.profile.marital.widowed', message: 'Widowed' },
  divorced: /*i18n*/ { id: 'community.profile.marital.divorced', message: 'Divorced' },
  prefer_not_to_say: /*i18n*/ {
    id: 'community.profile.marital.preferNotToSay',
    message: 'Prefer not to say',
  },
});

export const SPIRITUAL_LEVEL_CHOICES = choices<SpiritualLevel>({
  seeking: /*i18n*/ { id: 'community.profile.spiritual.seeking', message: 'Seeking' },
  new_believer: /*i18n*/ { id: 'community.profile.spiritual.newBeliever', message: 'New Believer' },
  growing: /*i18n*/ { id: 'community.profile.spiritual.growing', message: 'Growing' },
  mature: /*i18n*/ { id: 'community.profile.spiritual.mature', message: 'Mature' },
  leader: /*i18n*/ { id: 'community.profile.spiritual.leader', message: 'Leader' },
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
