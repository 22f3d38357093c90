import { i18n } from '../../i18n/i18n';
import { humanize } from '../../shared/format';

type Label = { id: string; message: string };

/** A member's sex, as the list and the profile show it. */
const SEX: Record<string, Label> = {
  male: /*i18n*/ { id: 'admin.members.sexMale', message: 'male' },
  female: /*i18n*/ { id: 'admin.members.sexFemale', message: 'female' },
  prefer_not_to_say: /*i18n*/ { id: 'admin.members.preferNotToSay', message: 'prefer not to say' },
};

/** Spec §3's marital statuses (the filter's options and the profile). */
const MARITAL: Record<string, Label> = {
  single: /*i18n*/ { id: 'admin.members.maritalSingle', message: 'single' },
  married: /*i18n*/ { id: 'admin.members.maritalMarried', message: 'married' },
  widowed: /*i18n*/ { id: 'admin.members.maritalWidowed', message: 'widowed' },
  divorced: /*i18n*/ { id: 'admin.members.maritalDivorced', message: 'divorced' },
  prefer_not_to_say: /*i18n*/ { id: 'admin.members.preferNotToSay', message: 'prefer not to say' },
};

/** Spec §3's spiritual levels. */
const LEVEL: Record<string, Label> = {
  seeking: /*i18n*/ { id: 'admin.members.levelSeeking', message: 'seeking' },
  new_believer: /*i18n*/ { id: 'admin.members.levelNewBeliever', message: 'new believer' },
  growing: /*i18n*/ { id: 'admin.members.levelGrowing', message: 'growing' },
  mature: /*i18n*/ { id: 'admin.members.levelMature', message: 'mature' },
  leader: /*i18n*/ { id: 'admin.members.levelLeader', message: 'leader' },
};

/** Spec §9's support needs. */
const NEED: Record<string, Label> = {
  prayer: /*i18n*/ { id: 'admin.members.needPrayer', message: 'prayer' },
  bible_study: /*i18n*/ { id: 'admin.members.needBibleStudy', message: 'bible study' },
  counseling: /*i18n*/ { id: 'admin.members.needCounseling', message: 'counseling' },
  fellowship: /*i18n*/ { id: 'admin.members.needFellowship', message: 'fellowship' },
  mentorship: /*i18n*/ { id: 'admin.members.needMentorship', message: 'mentorship' },
  financial_guidance: /*i18n*/ {
    id: 'admin.members.needFinancialGuidance',
    message: 'financial guidance',
  },
  healing: /*i18n*/ { id: 'admin.members.needHealing', message: 'healing' },
  deliverance: /*i18n*/ { id: 'admin.members.needDeliverance', message: 'deliverance' },
  marriage_support: /*i18n*/ {
    id: 'admin.members.needMarriageSupport',
    message: 'marriage support',
  },
  youth_guidance: /*i18n*/ { id: 'admin.members.needYouthGuidance', message: 'youth guidance' },
};

/** Spec §9's ministry interests. */
const INTEREST: Record<string, Label> = {
  worship: /*i18n*/ { id: 'admin.members.interestWorship', message: 'worship' },
  teaching: /*i18n*/ { id: 'admin.members.interestTeaching', message: 'teaching' },
  evangelism: /*i18n*/ { id: 'admin.members.interestEvangelism', message: 'evangelism' },
  community_service: /*i18n*/ {
    id: 'admin.members.interestCommunityService',
    message: 'community service',
  },
  youth_ministry: /*i18n*/ { id: 'admin.members.interestYouthMinistry', message: 'youth ministry' },
  women_ministry: /*i18n*/ { id: 'admin.members.interestWomenMinistry', message: 'women ministry' },
  men_ministry: /*i18n*/ { id: 'admin.members.interestMenMinistry', message: 'men ministry' },
  music: /*i18n*/ { id: 'admin.members.interestMusic', message: 'music' },
  prayer_team: /*i18n*/ { id: 'admin.members.interestPrayerTeam', message: 'prayer team' },
  outreach: /*i18n*/ { id: 'admin.members.interestOutreach', message: 'outreach' },
};

const KINDS = {
  sex: SEX,
  maritalStatus: MARITAL,
  spiritualLevel: LEVEL,
  need: NEED,
  interest: INTEREST,
} as const;

/**
 * A stored value (sex, marital status, spiritual level, need, interest) in the dashboard's language;
 * a value the list does not know reads as itself, underscores as spaces (spec §2).
 */
export function valueLabel(kind: keyof typeof KINDS, value: string | null | undefined): string {
  if (!value) return '';
  const label = (KINDS[kind] as Record<string, Label | undefined>)[value];
  return label ? i18n._(label) : humanize(value);
}
