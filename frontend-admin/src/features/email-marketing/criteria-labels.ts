import { i18n, intlLocale } from '../../i18n/i18n';

type Descriptor = { id: string; message: string };

/**
 * The words of a target audience's choices (spec §3's marital statuses, spiritual levels and needs),
 * as the selects offer them: lowercase in English, as the stored values read with their underscores
 * as spaces.
 */
const CRITERIA_LABELS: Record<string, Descriptor> = {
  single: /*i18n*/ { id: 'admin.email.criteria.single', message: 'single' },
  married: /*i18n*/ { id: 'admin.email.criteria.married', message: 'married' },
  widowed: /*i18n*/ { id: 'admin.email.criteria.widowed', message: 'widowed' },
  divorced: /*i18n*/ { id: 'admin.email.criteria.divorced', message: 'divorced' },
  seeking: /*i18n*/ { id: 'admin.email.criteria.seeking', message: 'seeking' },
  new_believer: /*i18n*/ { id: 'admin.email.criteria.newBeliever', message: 'new believer' },
  growing: /*i18n*/ { id: 'admin.email.criteria.growing', message: 'growing' },
  mature: /*i18n*/ { id: 'admin.email.criteria.mature', message: 'mature' },
  leader: /*i18n*/ { id: 'admin.email.criteria.leader', message: 'leader' },
  prayer: /*i18n*/ { id: 'admin.email.criteria.prayer', message: 'prayer' },
  bible_study: /*i18n*/ { id: 'admin.email.criteria.bibleStudy', message: 'bible study' },
  counseling: /*i18n*/ { id: 'admin.email.criteria.counseling', message: 'counseling' },
  fellowship: /*i18n*/ { id: 'admin.email.criteria.fellowship', message: 'fellowship' },
};

/** A choice's word in the dashboard's language (a value it does not know: with spaces). */
export function criterionLabel(value: string): string {
  const label = CRITERIA_LABELS[value];
  return label ? i18n._(label) : value.replace(/_/g, ' ');
}

/** The same word opening a list: its first letter a capital ("New believer"). */
export function criterionTitle(value: string): string {
  return criterionLabel(value).replace(/^./, (first) => first.toLocaleUpperCase(intlLocale()));
}
