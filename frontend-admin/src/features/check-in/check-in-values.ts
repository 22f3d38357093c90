import type { CheckInCounts, CheckInPerson } from './hooks/use-check-in';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const fullName = (person: Pick<CheckInPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** "3 of 10 registrations", "5 of 22 people": arrived against expected. */
export function countLines(counts: CheckInCounts): { registrations: string; seats: string } {
  return {
    registrations: `${counts.arrivedRegistrations} of ${plural(counts.expectedRegistrations, 'registration', 'registrations')}`,
    seats: `${counts.arrivedSeats} of ${plural(counts.expectedSeats, 'person', 'people')}`,
  };
}

/** What a person's row says of them besides the name. */
export function personState(person: CheckInPerson, clock: (at: string) => string): string {
  const party = `Party of ${person.partySize}`;
  if (person.status === 'cancelled') return `${party} · Cancelled`;
  if (person.status === 'waitlisted') return `${party} · On the waitlist`;
  if (person.checkedInAt) return `${party} · Checked in at ${clock(person.checkedInAt)}`;
  return `${party} · Not yet arrived`;
}

/** Only a confirmed registration can be checked in; one checked in can be undone. */
export function actionFor(person: CheckInPerson): 'mark' | 'undo' | null {
  if (person.status !== 'confirmed') return null;
  return person.checkedInAt ? 'undo' : 'mark';
}
