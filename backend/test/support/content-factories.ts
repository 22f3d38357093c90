import { addDaysIso } from '../../src/modules/events/calendar-date';

let sequence = 0;

/** A valid event form, unique per call, dated `inDays` from today. */
export function eventInput(overrides: Record<string, unknown> = {}, inDays = 7) {
  sequence += 1;
  return {
    title: `Torah Study ${sequence}`,
    description: 'An evening in the weekly portion with questions and fellowship.',
    date: addDaysIso(inDays),
    time: '7:00 PM - 8:30 PM',
    location: 'Fellowship Hall',
    isSpecial: false,
    ...overrides,
  };
}

/** A valid scripture form, unique per call. */
export function scriptureInput(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    text: `Your word is a lamp to my feet and a light to my path. (${sequence})`,
    reference: 'Psalm 119:105',
    isActive: true,
    ...overrides,
  };
}
