import { SubscriberImportsService } from '../newsletter/subscriptions/subscriber-imports.service';
import { planSubscriberRow, subscriberNameOf } from './subscriber-plan';

// The form's validation needs no database: the service's repository is not used here.
const subscribers = new SubscriberImportsService(null as never);
const check = (input: { name?: unknown; email?: unknown }) => subscribers.checkAsSubscribe(input);
const OPTIONS = { existing: 'skip' as const, consentConfirmed: true, sendConfirmation: false };
const ROW = { firstName: 'Lois', lastName: 'Grandmother', email: 'Lois@Example.test' };

describe('what an imported row of subscribers does', () => {
  it('joins first and last name', () => {
    expect(subscriberNameOf(ROW)).toBe('Lois Grandmother');
    expect(subscriberNameOf({ firstName: 'Lois' })).toBe('Lois');
    expect(subscriberNameOf({})).toBeUndefined();
  });

  it('adds a new address, confirmed, only when the file says so and consent is confirmed', () => {
    expect(planSubscriberRow({ ...ROW, subscribeToEmails: true }, null, OPTIONS, check)).toEqual({
      outcome: 'created',
      email: 'lois@example.test',
      fields: { name: 'Lois Grandmother', email: 'lois@example.test', subscribeToEmails: true },
    });
    expect(
      planSubscriberRow(
        { ...ROW, subscribeToEmails: true },
        null,
        { ...OPTIONS, consentConfirmed: false },
        check,
      ),
    ).toMatchObject({ outcome: 'skipped', message: 'Not added: no confirmed consent' });
    expect(planSubscriberRow(ROW, null, { ...OPTIONS, sendConfirmation: true }, check)).toEqual({
      outcome: 'skipped',
      email: 'lois@example.test',
      memberId: null,
      message: 'Not added yet: a confirmation e-mail is sent',
      confirm: { name: 'Lois Grandmother' },
    });
    expect(
      planSubscriberRow(
        { ...ROW, subscribeToEmails: false },
        null,
        { ...OPTIONS, sendConfirmation: true },
        check,
      ),
    ).toMatchObject({ outcome: 'skipped', message: 'Not added: unsubscribed in the file' });
  });

  it('refuses a row as the form does, and a subscribed value that is neither yes nor no', () => {
    expect(planSubscriberRow({ ...ROW, email: 'nope' }, null, OPTIONS, check)).toMatchObject({
      outcome: 'error',
      message: 'Please enter a valid email address',
    });
    expect(
      planSubscriberRow({ ...ROW, subscribeToEmails: 'maybe' }, null, OPTIONS, check),
    ).toMatchObject({ outcome: 'error', message: 'Subscribed must be yes or no' });
  });

  it('updates the name of an existing subscriber, may take a confirmation back, never gives one', () => {
    const existing = {
      id: 3,
      name: 'Old Name',
      email: 'lois@example.test',
      subscribeToEmails: false,
    };
    const update = { ...OPTIONS, existing: 'update' as const };
    expect(
      planSubscriberRow({ ...ROW, subscribeToEmails: true }, existing, update, check),
    ).toMatchObject({
      outcome: 'updated',
      changes: { name: 'Lois Grandmother' },
      previous: { name: 'Old Name' },
      stored: { subscribeToEmails: false },
    });
    expect(
      planSubscriberRow(
        { ...ROW, subscribeToEmails: false },
        { ...existing, name: 'Lois Grandmother', subscribeToEmails: true },
        update,
        check,
      ),
    ).toMatchObject({
      outcome: 'updated',
      changes: { subscribeToEmails: false },
      previous: { subscribeToEmails: true },
    });
    expect(planSubscriberRow(ROW, existing, OPTIONS, check)).toMatchObject({
      outcome: 'skipped',
      message: 'Already a subscriber',
    });
  });
});
