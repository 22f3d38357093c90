import type { Schema } from '@ministry/api-client';

type Criteria = Schema<'TargetCriteriaDto'>;

/** Spec §3: the marital statuses and spiritual levels admins filter and target members by. */
export const MARITAL_STATUSES: readonly Exclude<Criteria['maritalStatus'], 'all'>[] = [
  'single',
  'married',
  'widowed',
  'divorced',
];
export const SPIRITUAL_LEVELS: readonly Exclude<Criteria['spiritualLevel'], 'all'>[] = [
  'seeking',
  'new_believer',
  'growing',
  'mature',
  'leader',
];
