/** Spec §3: the target audience choices, each with an 'all' option. */
export const MARITAL_STATUSES = ['single', 'married', 'widowed', 'divorced'] as const;
export const SPIRITUAL_LEVELS = ['seeking', 'new_believer', 'growing', 'mature', 'leader'] as const;
export const AUDIENCE_NEEDS = ['prayer', 'bible_study', 'counseling', 'fellowship'] as const;

export interface TargetCriteria {
  maritalStatus: 'all' | (typeof MARITAL_STATUSES)[number];
  spiritualLevel: 'all' | (typeof SPIRITUAL_LEVELS)[number];
  needs: 'all' | (typeof AUDIENCE_NEEDS)[number];
  includeNewsletterSubscribers: boolean;
}

export const ALL_AUDIENCE: TargetCriteria = {
  maritalStatus: 'all',
  spiritualLevel: 'all',
  needs: 'all',
  includeNewsletterSubscribers: true,
};

/** Reads stored criteria defensively: anything unknown counts as 'all'. */
export function normalizeCriteria(
  raw: Partial<Record<string, unknown>> | null | undefined,
): TargetCriteria {
  const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | 'all' =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : 'all';
  return {
    maritalStatus: pick(raw?.maritalStatus, MARITAL_STATUSES),
    spiritualLevel: pick(raw?.spiritualLevel, SPIRITUAL_LEVELS),
    needs: pick(raw?.needs, AUDIENCE_NEEDS),
    includeNewsletterSubscribers:
      typeof raw?.includeNewsletterSubscribers === 'boolean'
        ? raw.includeNewsletterSubscribers
        : ALL_AUDIENCE.includeNewsletterSubscribers,
  };
}
