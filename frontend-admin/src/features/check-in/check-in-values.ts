import { i18n } from '../../i18n/i18n';
import type { CheckInCounts, CheckInPerson } from './hooks/use-check-in';

export const fullName = (person: Pick<CheckInPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** "3 of 10 registrations", "5 of 22 people": arrived against expected. */
export function countLines(counts: CheckInCounts): { registrations: string; seats: string } {
  return {
    registrations: i18n._({
      id: 'admin.checkIn.registrationsArrived',
      message: '{arrived} of {expected, plural, one {# registration} other {# registrations}}',
      values: {
        arrived: counts.arrivedRegistrations,
        expected: counts.expectedRegistrations,
      },
    }),
    seats: i18n._({
      id: 'admin.checkIn.seatsArrived',
      message: '{arrived} of {expected, plural, one {# person} other {# people}}',
      values: { arrived: counts.arrivedSeats, expected: counts.expectedSeats },
    }),
  };
}

/** What a person's row says of them besides the name. */
export function personState(person: CheckInPerson, clock: (at: string) => string): string {
  const count = person.partySize;
  if (person.status === 'cancelled')
    return i18n._({
      id: 'admin.checkIn.stateCancelled',
      message: 'Party of {count} · Cancelled',
      values: { count },
    });
  if (person.status === 'waitlisted')
    return i18n._({
      id: 'admin.checkIn.stateWaitlisted',
      message: 'Party of {count} · On the waitlist',
      values: { count },
    });
  if (person.checkedInAt)
    return i18n._({
      id: 'admin.checkIn.stateCheckedIn',
      message: 'Party of {count} · Checked in at {time}',
      values: { count, time: clock(person.checkedInAt) },
    });
  return i18n._({
    id: 'admin.checkIn.stateNotArrived',
    message: 'Party of {count} · Not yet arrived',
    values: { count },
  });
}

/** Only a confirmed registration can be checked in; one checked in can be undone. */
export function actionFor(person: CheckInPerson): 'mark' | 'undo' | null {
  if (person.status !== 'confirmed') return null;
  return person.checkedInAt ? 'undo' : 'mark';
}
