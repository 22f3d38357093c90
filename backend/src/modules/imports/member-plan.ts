import type {
  ImportedMemberFields,
  SignUpCheck,
  StoredMember,
} from '../community/member-imports.service';
import type { ExistingChoice } from './imports.constants';
import { ImportMessages as M } from './imports.constants';
import type { RowValues } from './row-values';

/** The stored columns an import writes (and undo restores). */
export type MemberFields = ImportedMemberFields;

export type ExistingMember = StoredMember;
/** What a row becomes, as the preview counts it and the run writes it. */
export type PlannedRow =
  | {
      outcome: 'created';
      email: string;
      fields: MemberFields;
      /** Imported unsubscribed: the owner is sent the double opt-in e-mail, whose link subscribes them. */
      confirm?: { name: string };
    }
  | {
      outcome: 'updated';
      email: string;
      memberId: number;
      changes: Partial<MemberFields>;
      previous: Partial<MemberFields>;
      stored: MemberFields;
    }
  | { outcome: 'skipped'; email: string; memberId: number | null; message: string }
  | { outcome: 'error'; email: string | null; message: string };

export interface PlanOptions {
  existing: ExistingChoice;
  consentConfirmed: boolean;
  /** Send the double opt-in e-mail to the people imported without confirmed consent. */
  sendConfirmation: boolean;
}

/** The sign-up form's validation (the community's), as a row goes through it. */
export type SignUpChecker = (input: Record<string, unknown>) => SignUpCheck;

/** The address as members are looked up by: what the form's NormalizeEmail stores. */
export function emailKeyOf(values: RowValues): string | null {
  return typeof values.email === 'string' ? values.email.trim().toLowerCase() : null;
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What one row does. A new address is signed up as the form would (subscribed only when the file
 * says so and the administrator confirmed consent); an existing one is skipped, updated (the mapped
 * fields the row fills) or filled in (only where the member has nothing), as chosen. The result is
 * validated as the sign-up form validates, with its messages. An update never subscribes a member
 * who is not (an unsubscribe is the person's own decision), but the file may unsubscribe one.
 */
export function planRow(
  values: RowValues,
  existing: ExistingMember | null,
  options: PlanOptions,
  checkAsSignUp: SignUpChecker,
): PlannedRow {
  const email = emailKeyOf(values);
  if (!existing) {
    const checked = checkAsSignUp(values);
    if ('message' in checked) return { outcome: 'error', email, message: checked.message };
    const { fields } = checked;
    const subscribed = fields.subscribeToEmails === true && options.consentConfirmed;
    // Never to someone the file marks unsubscribed: that was their answer already.
    const mayMail = !subscribed && fields.subscribeToEmails !== false && options.sendConfirmation;
    return {
      outcome: 'created',
      email: fields.email,
      fields: { ...fields, subscribeToEmails: subscribed },
      ...(mayMail ? { confirm: { name: `${fields.firstName} ${fields.lastName}`.trim() } } : {}),
    };
  }
  if (options.existing === 'skip') {
    return {
      outcome: 'skipped',
      email: existing.email,
      memberId: existing.id,
      message: 'Already a member',
    };
  }
  const { id, ...current } = existing;
  const given = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => field !== 'email' && !isEmpty(value)),
  ) as Partial<Record<keyof MemberFields, unknown>>;
  const merged: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(given) as [keyof MemberFields, unknown][]) {
    if (field === 'subscribeToEmails') continue;
    if (options.existing === 'update' || isEmpty(current[field])) merged[field] = value;
  }
  // The form's rules for the result; the subscription value as the file gives it, so a bad one is named.
  const checked = checkAsSignUp({
    ...withoutNulls(merged),
    email: existing.email,
    subscribeToEmails: given.subscribeToEmails ?? current.subscribeToEmails,
  });
  if ('message' in checked)
    return { outcome: 'error', email: existing.email, message: checked.message };
  const { fields } = checked;
  const stored: MemberFields = {
    ...fields,
    email: existing.email,
    subscribeToEmails:
      options.existing === 'update' && fields.subscribeToEmails === false
        ? false
        : current.subscribeToEmails,
  };
  const changes: Partial<MemberFields> = {};
  const previous: Partial<MemberFields> = {};
  for (const field of Object.keys(stored) as (keyof MemberFields)[]) {
    if (!sameValue(stored[field], current[field])) {
      (changes as Record<string, unknown>)[field] = stored[field];
      (previous as Record<string, unknown>)[field] = current[field];
    }
  }
  if (Object.keys(changes).length === 0) {
    return {
      outcome: 'skipped',
      email: existing.email,
      memberId: id,
      message: 'Nothing to change',
    };
  }
  return { outcome: 'updated', email: existing.email, memberId: id, changes, previous, stored };
}

/** The form leaves out what is not given; stored nulls and empty lists are not given. */
function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));
}

/** A duplicate of an earlier row of the same file: that row's address is taken already. */
export function duplicateRow(email: string, firstRow: number): PlannedRow {
  return { outcome: 'skipped', email, memberId: null, message: M.duplicateInFile(firstRow) };
}
