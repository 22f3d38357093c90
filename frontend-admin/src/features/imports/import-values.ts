import type { Schema } from '@ministry/api-client';

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

/** The words of each field a column may be mapped to, in the order the select lists them. */
export const FIELD_LABELS: Record<ImportField, string> = {
  ignore: 'Ignore this column',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name (split into first and last)',
  email: 'E-mail',
  phone: 'Phone',
  age: 'Age',
  birthDate: 'Birth date (gives the age)',
  sex: 'Sex',
  maritalStatus: 'Marital status',
  city: 'City',
  state: 'State',
  country: 'Country',
  occupation: 'Occupation',
  notes: 'Notes',
  needs: 'Needs',
  interests: 'Interests',
  subscribeToEmails: 'E-mail updates (subscribed)',
};

/** A newsletter subscriber's fields (docs/imports.md), in the order the select lists them. */
export const SUBSCRIBER_FIELD_LABELS: Partial<Record<ImportField, string>> = {
  ignore: 'Ignore this column',
  email: 'E-mail',
  fullName: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  subscribeToEmails: 'Subscribed',
};

export function fieldLabelsOf(target: ImportTarget): Partial<Record<ImportField, string>> {
  return target === 'subscribers' ? SUBSCRIBER_FIELD_LABELS : FIELD_LABELS;
}

/** What each target calls the people it brings in. */
export const TARGET_WORDS: Record<ImportTarget, { title: string; existing: string; one: string }> =
  {
    members: {
      title: 'Import members',
      existing: 'An address that is already a member',
      one: 'member',
    },
    subscribers: {
      title: 'Import subscribers',
      existing: 'An address that is already on the newsletter list',
      one: 'subscriber',
    },
  };

export const SOURCE_LABELS: Record<NonNullable<ImportDto['source']>, string> = {
  planning_center: 'Planning Center People',
  breeze: 'Breeze',
  churchcrm: 'ChurchCRM',
  mailchimp: 'Mailchimp',
};

export const EXISTING_LABELS: Record<ExistingChoice, string> = {
  skip: 'Skip them (leave the member as they are)',
  update: 'Update the mapped fields',
  fill: 'Fill in only their empty fields',
};

/** A subscriber has only a name to update (and never an empty one to fill). */
export const SUBSCRIBER_EXISTING_LABELS: Partial<Record<ExistingChoice, string>> = {
  skip: 'Skip them (leave the subscriber as they are)',
  update: 'Update their name',
};

export const STATUS_LABELS: Record<ImportDto['status'], string> = {
  uploaded: 'Not run',
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  undone: 'Undone',
};

export function isRunning(found: Pick<ImportDto, 'status'>): boolean {
  return found.status === 'queued' || found.status === 'running';
}

/** Why a chosen file cannot be sent, or null when it may be. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a .csv or .xlsx file.';
  if (file.size > MAX_IMPORT_BYTES) return 'The file is larger than 20 MB.';
  if (file.size === 0) return 'The file is empty.';
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
  if (!used.includes('email')) return 'Map one column to the e-mail address.';
  const twice = used.find((field, i) => used.indexOf(field) !== i);
  const labels = fieldLabelsOf(target);
  if (twice) return `Only one column may be mapped to ${(labels[twice] ?? twice).toLowerCase()}.`;
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

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
