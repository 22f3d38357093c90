import { MemberImportsService } from '../community/member-imports.service';
import { planRow, type ExistingMember } from './member-plan';

// The sign-up form's validation needs no database: the service's repository is not used here.
const members = new MemberImportsService(null as never);
const check = (input: Record<string, unknown>) => members.checkAsSignUp(input);

const EXISTING: ExistingMember = {
  id: 7,
  firstName: 'Eunice',
  lastName: 'Mother',
  email: 'eunice@example.test',
  phone: '555-0001',
  age: null,
  sex: null,
  maritalStatus: null,
  spiritualLevel: null,
  needs: [],
  interests: [],
  city: null,
  state: null,
  country: null,
  occupation: null,
  notes: null,
  subscribeToEmails: false,
};

const ROW = {
  firstName: 'Eunice',
  lastName: 'Grandmother',
  email: 'Eunice@Example.test',
  phone: '555-0002',
  city: 'Lystra',
  subscribeToEmails: true,
};

describe('what an imported row does', () => {
  it('signs a new address up as the form would, subscribed only with consent', () => {
    const without = planRow(
      ROW,
      null,
      { existing: 'skip', consentConfirmed: false, sendConfirmation: false },
      check,
    );
    expect(without).toMatchObject({
      outcome: 'created',
      email: 'eunice@example.test',
      fields: { lastName: 'Grandmother', city: 'Lystra', subscribeToEmails: false, needs: [] },
    });
    const withConsent = planRow(
      ROW,
      null,
      { existing: 'skip', consentConfirmed: true, sendConfirmation: false },
      check,
    );
    expect(withConsent).toMatchObject({ fields: { subscribeToEmails: true } });
  });

  it("refuses a row with the sign-up form's message", () => {
    expect(
      planRow(
        { ...ROW, age: 9 },
        null,
        { existing: 'skip', consentConfirmed: true, sendConfirmation: false },
        check,
      ),
    ).toEqual({
      outcome: 'error',
      email: 'eunice@example.test',
      message: 'Must be at least 13 years old',
    });
  });

  it('skips, updates the given fields, or fills only the empty ones of an existing member', () => {
    expect(
      planRow(
        ROW,
        EXISTING,
        { existing: 'skip', consentConfirmed: true, sendConfirmation: false },
        check,
      ),
    ).toMatchObject({
      outcome: 'skipped',
      memberId: 7,
    });
    const update = planRow(
      ROW,
      EXISTING,
      { existing: 'update', consentConfirmed: true, sendConfirmation: false },
      check,
    );
    expect(update).toMatchObject({
      outcome: 'updated',
      changes: { lastName: 'Grandmother', phone: '555-0002', city: 'Lystra' },
      previous: { lastName: 'Mother', phone: '555-0001', city: null },
    });
    // Never subscribes a member who is not: that was the person's decision.
    expect(update.outcome === 'updated' && 'subscribeToEmails' in update.changes).toBe(false);
    const fill = planRow(
      ROW,
      EXISTING,
      { existing: 'fill', consentConfirmed: true, sendConfirmation: false },
      check,
    );
    expect(fill).toMatchObject({ outcome: 'updated', changes: { city: 'Lystra' } });
    expect(fill.outcome === 'updated' && Object.keys(fill.changes)).toEqual(['city']);
  });

  it('unsubscribes an existing member when the file says no, on update', () => {
    const subscribed = { ...EXISTING, subscribeToEmails: true };
    const plan = planRow(
      { email: EXISTING.email, subscribeToEmails: false },
      subscribed,
      { existing: 'update', consentConfirmed: false, sendConfirmation: false },
      check,
    );
    expect(plan).toMatchObject({ outcome: 'updated', changes: { subscribeToEmails: false } });
  });

  it('asks for the double opt-in e-mail only for a new member left unsubscribed, when chosen', () => {
    const options = { existing: 'skip' as const, consentConfirmed: false, sendConfirmation: true };
    expect(planRow(ROW, null, options, check)).toMatchObject({
      outcome: 'created',
      fields: { subscribeToEmails: false },
      confirm: { name: 'Eunice Grandmother' },
    });
    const blank = { ...ROW, subscribeToEmails: undefined };
    expect(planRow(blank, null, options, check)).toHaveProperty('confirm');
    // The file says no: that is their answer. Consent given: subscribed, nothing to confirm.
    expect(planRow({ ...ROW, subscribeToEmails: false }, null, options, check)).not.toHaveProperty(
      'confirm',
    );
    expect(planRow(ROW, null, { ...options, consentConfirmed: true }, check)).not.toHaveProperty(
      'confirm',
    );
    expect(planRow(ROW, null, { ...options, sendConfirmation: false }, check)).not.toHaveProperty(
      'confirm',
    );
  });
});
