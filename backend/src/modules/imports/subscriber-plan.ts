import type {
  ImportedSubscriberFields,
  StoredSubscriber,
  SubscribeCheck,
} from '../newsletter/subscriptions/subscriber-imports.service';
import { ImportMessages as M } from './imports.constants';
import type { PlanOptions } from './member-plan';
import type { RowValues } from './row-values';

export type SubscriberFields = ImportedSubscriberFields;
export type ExistingSubscriber = StoredSubscriber;

/** What a row of subscribers becomes; `confirm`: the address is sent the double opt-in e-mail. */
export type PlannedSubscriberRow =
  | { outcome: 'created'; email: string; fields: SubscriberFields }
  | {
      outcome: 'updated';
      email: string;
      memberId: number;
      changes: Partial<SubscriberFields>;
      previous: Partial<SubscriberFields>;
      stored: SubscriberFields;
      confirm?: { name: string };
    }
  | {
      outcome: 'skipped';
      email: string;
      memberId: number | null;
      message: string;
      confirm?: { name: string };
    }
  | { outcome: 'error'; email: string | null; message: string };

export type SubscribeChecker = (input: { name?: unknown; email?: unknown }) => SubscribeCheck;

/** The subscriber's name from the row: the name column, or first and last name together. */
export function subscriberNameOf(values: RowValues): string | undefined {
  const parts = [values.firstName, values.lastName].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * What one row does to the newsletter's list. A new address is added, confirmed, only when the file
 * says it subscribed and the administrator confirmed consent; otherwise it is not added (an
 * unconfirmed subscriber is never mailed), and with `sendConfirmation` its owner is sent the
 * newsletter's double opt-in e-mail, whose link adds them. A row the file marks unsubscribed is never
 * mailed. An existing subscriber is skipped, or its name updated (filled: the name is never empty);
 * an update may take a confirmation back (the file says no) but never confirms one.
 */
export function planSubscriberRow(
  values: RowValues,
  existing: ExistingSubscriber | null,
  options: PlanOptions,
  check: SubscribeChecker,
): PlannedSubscriberRow {
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : null;
  const checked = check({ name: subscriberNameOf(values) ?? existing?.name, email: values.email });
  if ('message' in checked) return { outcome: 'error', email, message: checked.message };
  const { fields } = checked;
  const saysNo = values.subscribeToEmails === false;
  if (values.subscribeToEmails !== undefined && typeof values.subscribeToEmails !== 'boolean')
    return { outcome: 'error', email, message: M.subscribedValue };
  const mayMail = !saysNo && options.sendConfirmation;
  if (!existing) {
    if (values.subscribeToEmails === true && options.consentConfirmed)
      return {
        outcome: 'created',
        email: fields.email,
        fields: { ...fields, subscribeToEmails: true },
      };
    return {
      outcome: 'skipped',
      email: fields.email,
      memberId: null,
      message: saysNo ? M.unsubscribedInFile : mayMail ? M.confirmationSent : M.noConsent,
      ...(mayMail ? { confirm: { name: fields.name } } : {}),
    };
  }
  // An existing subscriber still waiting for their own confirmation may be sent the link again.
  const confirm =
    mayMail && !existing.subscribeToEmails ? { confirm: { name: existing.name } } : {};
  if (options.existing === 'skip')
    return {
      outcome: 'skipped',
      email: existing.email,
      memberId: existing.id,
      message: M.alreadySubscriber,
      ...confirm,
    };
  const stored: SubscriberFields = {
    name: options.existing === 'update' ? fields.name : existing.name,
    email: existing.email,
    subscribeToEmails: options.existing === 'update' && saysNo ? false : existing.subscribeToEmails,
  };
  const changes: Partial<SubscriberFields> = {};
  const previous: Partial<SubscriberFields> = {};
  if (stored.name !== existing.name) {
    changes.name = stored.name;
    previous.name = existing.name;
  }
  if (stored.subscribeToEmails !== existing.subscribeToEmails) {
    changes.subscribeToEmails = stored.subscribeToEmails;
    previous.subscribeToEmails = existing.subscribeToEmails;
  }
  if (Object.keys(changes).length === 0)
    return {
      outcome: 'skipped',
      email: existing.email,
      memberId: existing.id,
      message: 'Nothing to change',
      ...confirm,
    };
  return {
    outcome: 'updated',
    email: existing.email,
    memberId: existing.id,
    changes,
    previous,
    stored,
    ...confirm,
  };
}
