import type { Schema } from '@ministry/api-client';
import { i18n, intlLocale } from '../../i18n/i18n';

/** The import API's shapes, generated from the backend's OpenAPI document. */
export type ImportDto = Schema<'ImportDto'>;
export type ImportPreviewDto = Schema<'ImportPreviewDto'>;
export type ImportChoices = Schema<'ImportChoicesDto'>;
export type StartImportInput = Schema<'StartImportDto'>;
export type ColumnMapping = ImportDto['mapping'][number];
export type ImportField = ColumnMapping['field'];
export type ExistingChoice = ImportDto['existing'];
export type ImportTarget = ImportDto['target'];

/** The same limit as the server's (docs/imports.md): checked before sending 20 MB for nothing. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Label = { id: string; message: string };

/** The words of each field a column may be mapped to, in the order the select lists them. */
export const FIELD_LABELS: Record<ImportField, Label> = {
  ignore: /*i18n*/ { id: 'admin.imports.fieldIgnore', message: 'Ignore this column' },
  firstName: /*i18n*/ { id: 'admin.imports.fieldFirstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'admin.imports.fieldLastName', message: 'Last name' },
  fullName: /*i18n*/ {
    id: 'admin.imports.fieldFullName',
    message: 'Full name (split into first and last)',
  },
  email: /*i18n*/ { id: 'admin.imports.fieldEmail', message: 'E-mail' },
  phone: /*i18n*/ { id: 'admin.imports.fieldPhone', message: 'Phone' },
  age: /*i18n*/ { id: 'admin.imports.fieldAge', message: 'Age' },
  birthDate: /*i18n*/ { id: 'admin.imports.fieldBirthDate', message: 'Birth date (gives the age)' },
  sex: /*i18n*/ { id: 'admin.imports.fieldSex', message: 'Sex' },
  maritalStatus: /*i18n*/ { id: 'admin.imports.fieldMaritalStatus', message: 'Marital status' },
  city: /*i18n*/ { id: 'admin.imports.fieldCity', message: 'City' },
  state: /*i18n*/ { id: 'admin.imports.fieldState', message: 'State' },
  country: /*i18n*/ { id: 'admin.imports.fieldCountry', message: 'Country' },
  occupation: /*i18n*/ { id: 'admin.imports.fieldOccupation', message: 'Occupation' },
  notes: /*i18n*/ { id: 'admin.imports.fieldNotes', message: 'Notes' },
  needs: /*i18n*/ { id: 'admin.imports.fieldNeeds', message: 'Needs' },
  interests: /*i18n*/ { id: 'admin.imports.fieldInterests', message: 'Interests' },
  subscribeToEmails: /*i18n*/ {
    id: 'admin.imports.fieldSubscribeToEmails',
    message: 'E-mail updates (subscribed)',
  },
};

/** A newsletter subscriber's fields (docs/imports.md), in the order the select lists them. */
export const SUBSCRIBER_FIELD_LABELS: Partial<Record<ImportField, Label>> = {
  ignore: FIELD_LABELS.ignore,
  email: FIELD_LABELS.email,
  fullName: /*i18n*/ { id: 'admin.imports.fieldName', message: 'Name' },
  firstName: FIELD_LABELS.firstName,
  lastName: FIELD_LABELS.lastName,
  subscribeToEmails: /*i18n*/ { id: 'admin.imports.fieldSubscribed', message: 'Subscribed' },
};

export function fieldLabelsOf(target: ImportTarget): Partial<Record<ImportField, Label>> {
  return target === 'subscribers' ? SUBSCRIBER_FIELD_LABELS : FIELD_LABELS;
}

/** A field's words in the dashboard's language (a field the target does not list reads as itself). */
export function fieldLabel(target: ImportTarget, field: ImportField): string {
  const label = fieldLabelsOf(target)[field];
  return label ? i18n._(label) : field;
}

/** What each target calls the people it brings in. */
export const TARGET_WORDS: Record<ImportTarget, { title: Label; existing: Label }> = {
  members: {
    title: /*i18n*/ { id: 'admin.imports.titleMembers', message: 'Import members' },
    existing: /*i18n*/ {
      id: 'admin.imports.existingMembers',
      message: 'An address that is already a member',
    },
  },
  subscribers: {
    title: /*i18n*/ { id: 'admin.imports.titleSubscribers', message: 'Import subscribers' },
    existing: /*i18n*/ {
      id: 'admin.imports.existingSubscribers',
      message: 'An address that is already on the newsletter list',
    },
  },
};

/** Product names: the same in every language. */
export const SOURCE_LABELS: Record<NonNullable<ImportDto['source']>, string> = {
  planning_center: 'Planning Center People',
  breeze: 'Breeze',
  churchcrm: 'ChurchCRM',
  mailchimp: 'Mailchimp',
};

export const EXISTING_LABELS: Record<ExistingChoice, Label> = {
  skip: /*i18n*/ {
    id: 'admin.imports.existingSkip',
    message: 'Skip them (leave the member as they are)',
  },
  update: /*i18n*/ { id: 'admin.imports.existingUpdate', message: 'Update the mapped fields' },
  fill: /*i18n*/ { id: 'admin.imports.existingFill', message: 'Fill in only their empty fields' },
};

/** A subscriber has only a name to update (and never an empty one to fill). */
export const SUBSCRIBER_EXISTING_LABELS: Partial<Record<ExistingChoice, Label>> = {
  skip: /*i18n*/ {
    id: 'admin.imports.existingSkipSubscriber',
    message: 'Skip them (leave the subscriber as they are)',
  },
  update: /*i18n*/ { id: 'admin.imports.existingUpdateName', message: 'Update their name' },
};

export const STATUS_LABELS: Record<ImportDto['status'], Label> = {
  uploaded: /*i18n*/ { id: 'admin.imports.statusUploaded', message: 'Not run' },
  queued: /*i18n*/ { id: 'admin.imports.statusQueued', message: 'Queued' },
  running: /*i18n*/ { id: 'admin.imports.statusRunning', message: 'Running' },
  completed: /*i18n*/ { id: 'admin.imports.statusCompleted', message: 'Completed' },
  failed: /*i18n*/ { id: 'admin.imports.statusFailed', message: 'Failed' },
  undone: /*i18n*/ { id: 'admin.imports.statusUndone', message: 'Undone' },
};

/** An import's status in the dashboard's language. */
export function statusLabel(status: ImportDto['status']): string {
  const label = STATUS_LABELS[status] as Label | undefined;
  return label ? i18n._(label) : status;
}

export function isRunning(found: Pick<ImportDto, 'status'>): boolean {
  return found.status === 'queued' || found.status === 'running';
}

/** Why a chosen file cannot be sent, or null when it may be. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name))
    return i18n._({ id: 'admin.imports.wrongType', message: 'Choose a .csv or .xlsx file.' });
  if (file.size > MAX_IMPORT_BYTES)
    return i18n._({ id: 'admin.imports.tooLarge', message: 'The file is larger than 20 MB.' });
  if (file.size === 0)
    return i18n._({ id: 'admin.imports.emptyFile', message: 'The file is empty.' });
  return null;
}

export function contentTypeOf(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? XLSX_TYPE : 'text/csv';
}

/** Whether the mapping can be previewed: one column gives the e-mail, no field twice. */
export function mappingProblem(
  mapping: ColumnMapping[],
  target: ImportTarget = 'members',
): string | null {
  const used = mapping.filter((m) => m.field !== 'ignore').map((m) => m.field);
  if (!used.includes('email'))
    return i18n._({
      id: 'admin.imports.mapEmail',
      message: 'Map one column to the e-mail address.',
    });
  const twice = used.find((field, i) => used.indexOf(field) !== i);
  if (twice)
    return i18n._({
      id: 'admin.imports.mappedTwice',
      message: 'Only one column may be mapped to {field}.',
      values: { field: fieldLabel(target, twice).toLocaleLowerCase(intlLocale()) },
    });
  return null;
}

/** Whether Undo is still offered: a completed import, within its undo window. */
export function canUndo(found: ImportDto, now: Date = new Date()): boolean {
  return (
    found.status === 'completed' &&
    found.undoUntil !== null &&
    new Date(found.undoUntil).getTime() > now.getTime()
  );
}

export function reportUrl(id: number): string {
  return `/api/admin/imports/${id}/report`;
}

/** The percent of the rows written so far (0 before the run knows its total). */
export function progressPercent(found: Pick<ImportDto, 'processedRows' | 'totalRows'>): number {
  if (found.totalRows <= 0) return 0;
  return Math.min(100, Math.floor((found.processedRows / found.totalRows) * 100));
}

/** A count written in the dashboard's language ('1,234' in English). */
export function formatNumber(count: number): string {
  return count.toLocaleString(intlLocale());
}
