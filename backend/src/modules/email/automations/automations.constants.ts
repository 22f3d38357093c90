import type { AutomationKind } from '../entities/automation.entity';

/** This module's queue for the series' sweep (its name is the queue infrastructure's). */
export { AUTOMATIONS_QUEUE } from '../../../queue/queue.constants';

export const AutomationJobs = { sweep: 'sweep' } as const;

/** How often the queue's own schedule sweeps for due steps (delays are in days: a minute is plenty). */
export const AUTOMATION_SWEEP_EVERY_MS = 60_000;
/** Steps turned into sends, and sends claimed, per round of a sweep. */
export const AUTOMATION_BATCH = 100;
/** At most this many steps a series holds. */
export const MAX_STEPS = 20;

/** What each series is called and why its recipients get it (the footer's sentence). */
export const SERIES: Record<AutomationKind, { name: string; reason: string; who: string }> = {
  member_welcome: {
    name: 'Welcome series for new members',
    who: 'New members who asked for e-mail updates',
    reason:
      'You are receiving this e-mail because you joined our community and asked for e-mail updates.',
  },
  subscriber_welcome: {
    name: 'Welcome series for newsletter subscribers',
    who: 'New newsletter subscribers (once confirmed, when double opt-in is on)',
    reason: 'You are receiving this e-mail because you subscribed to our newsletter.',
  },
};
