import { describe, expect, it } from '@jest/globals';
import { actionFor, countLines, personState } from './check-in-values';
import type { CheckInPerson } from './hooks/use-check-in';

const person = (overrides: Partial<CheckInPerson> = {}): CheckInPerson => ({
  id: 1,
  firstName: 'Ruth',
  lastName: 'Moabite',
  email: 'ruth@example.org',
  partySize: 3,
  status: 'confirmed',
  checkedInAt: null,
  ...overrides,
});

describe('the check-in screen', () => {
  it('counts arrived against expected, in registrations and people', () => {
    expect(
      countLines({
        arrivedRegistrations: 1,
        expectedRegistrations: 1,
        arrivedSeats: 0,
        expectedSeats: 1,
      }),
    ).toEqual({ registrations: '1 of 1 registration', seats: '0 of 1 person' });
    expect(
      countLines({
        arrivedRegistrations: 3,
        expectedRegistrations: 10,
        arrivedSeats: 5,
        expectedSeats: 22,
      }),
    ).toEqual({ registrations: '3 of 10 registrations', seats: '5 of 22 people' });
  });

  it('offers Mark present to a confirmed person not yet in, Undo once in, nothing otherwise', () => {
    expect(actionFor(person())).toBe('mark');
    expect(actionFor(person({ checkedInAt: '2025-06-14T18:55:00.000Z' }))).toBe('undo');
    expect(actionFor(person({ status: 'waitlisted' }))).toBeNull();
    expect(
      actionFor(person({ status: 'cancelled', checkedInAt: '2025-06-14T18:55:00.000Z' })),
    ).toBeNull();
  });

  it('says where each person stands', () => {
    const clock = () => '7:05 PM';
    expect(personState(person(), clock)).toBe('Party of 3 · Not yet arrived');
    expect(personState(person({ checkedInAt: 'x' }), clock)).toBe(
      'Party of 3 · Checked in at 7:05 PM',
    );
    expect(personState(person({ status: 'waitlisted' }), clock)).toBe(
      'Party of 3 · On the waitlist',
    );
    expect(personState(person({ status: 'cancelled' }), clock)).toBe('Party of 3 · Cancelled');
  });
});
