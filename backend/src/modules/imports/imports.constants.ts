export { IMPORTS_QUEUE } from '../../queue/queue.constants';

/** The one job of the imports queue: run an import whose mapping and choices are saved. */
export const RUN_IMPORT_JOB = 'run-import';

/** What a file may be, and how much of it (issue: "up to 20 MB"). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Past this, a file is not a list of people but something else (or a bomb). */
export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_COLUMNS = 200;
/** One record (a line of CSV) may hold at most this many characters. */
export const MAX_RECORD_CHARS = 64 * 1024;
/** The preview shows this many rows as they would be stored. */
export const PREVIEW_ROWS = 20;
/** And at most this many rows in error (their count is always whole). */
export const PREVIEW_ERRORS = 200;
/** Rows written per statement batch. */
export const IMPORT_BATCH = 500;
/** An import can be undone for this long after it finished. */
export const UNDO_DAYS = 7;
/**
 * Progress is written after a batch once this long has passed since it was last written (one small
 * update outside the run's transaction): the bar, polled by the wizard, moves at least once a second as
 * long as a batch takes under a second, whatever else the machine is doing.
 */
export const PROGRESS_EVERY_MS = 200;

/** What an import brings in: community members, or the newsletter's subscribers. */
export const IMPORT_TARGETS = ['members', 'subscribers'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** What to do with a row whose address is already a member's (or subscriber's). */
export const EXISTING_CHOICES = ['skip', 'update', 'fill'] as const;
export type ExistingChoice = (typeof EXISTING_CHOICES)[number];

export const IMPORT_STATUSES = [
  'uploaded',
  'queued',
  'running',
  'completed',
  'failed',
  'undone',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The fields a column may be mapped to (or `ignore`). */
export const MEMBER_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'age',
  'birthDate',
  'sex',
  'maritalStatus',
  'city',
  'state',
  'country',
  'occupation',
  'notes',
  'needs',
  'interests',
  'subscribeToEmails',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];
export const IMPORT_FIELD_CHOICES = [...MEMBER_FIELDS, 'ignore'] as const;
/** The fields of a newsletter subscriber: the address, the name (whole, or first and last), consent. */
export const SUBSCRIBER_FIELDS: readonly MemberField[] = [
  'email',
  'fullName',
  'firstName',
  'lastName',
  'subscribeToEmails',
];

/** The fields a column of an import of `target` may be mapped to. */
export function fieldsOfTarget(target: ImportTarget): readonly MemberField[] {
  return target === 'subscribers' ? SUBSCRIBER_FIELDS : MEMBER_FIELDS;
}
export type ImportFieldChoice = (typeof IMPORT_FIELD_CHOICES)[number];

/** The exports whose headers are recognised (see header-mapping.ts). */
export const KNOWN_SOURCES = ['planning_center', 'breeze', 'churchcrm', 'mailchimp'] as const;
export type KnownSource = (typeof KNOWN_SOURCES)[number];

export const ImportMessages = {
  noFile: 'Choose a .csv or .xlsx file to import.',
  fileName: 'The file name must end in .csv or .xlsx.',
  tooLarge: 'The file is larger than 20 MB.',
  notCsv:
    'This file is not a CSV text file: it holds binary data. Save it as CSV or XLSX and try again.',
  notXlsx: 'This file is not an Excel workbook (.xlsx). Save it as XLSX or CSV and try again.',
  unreadableXlsx: 'This workbook could not be read. Save it again as XLSX or CSV and try again.',
  encoding:
    'The text encoding of this file could not be recognised. Save it as UTF-8 and try again.',
  noHeader: 'The file has no header row: its first row must name the columns.',
  noRows: 'The file has a header row but no people in it.',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it and import each part.`,
  tooManyColumns: `The file has more than ${MAX_IMPORT_COLUMNS} columns. Remove the columns you do not import and try again.`,
  recordTooLong: (row: number) =>
    `Row ${row} is longer than ${MAX_RECORD_CHARS / 1024} KB: the file is probably not a list of people.`,
  malformed: (row: number, reason: string) => `Row ${row} could not be read: ${reason}`,
  duplicateHeader: (name: string) => `Two columns are called "${name}": rename one and try again.`,
  notFound: 'Import not found',
  mappingColumn: (name: string) => `The mapping names a column the file does not have: "${name}".`,
  mappingNoEmail: 'Map one column to the e-mail address.',
  mappingTwice: (field: string) => `Only one column may be mapped to ${field}.`,
  mappingField: (field: string) =>
    `${field} is not a field of a newsletter subscriber: map the column to e-mail, name or subscribed, or ignore it.`,
  target: 'Import members or subscribers.',
  subscribedValue: 'Subscribed must be yes or no',
  alreadySubscriber: 'Already a subscriber',
  noConsent: 'Not added: no confirmed consent',
  confirmationSent: 'Not added yet: a confirmation e-mail is sent',
  unsubscribedInFile: 'Not added: unsubscribed in the file',
  notReady: 'This import has already been started.',
  notFinished: 'This import has not finished yet.',
  noReport: 'This import has no report yet.',
  rowsInError: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'row has an error' : 'rows have errors'}: nothing was imported. Correct the file, or choose to import the valid rows.`,
  undoExpired: `An import can only be undone within ${UNDO_DAYS} days.`,
  alreadyUndone: 'This import has already been undone.',
  notCompleted: 'Only a completed import can be undone.',
  fileGone: 'The file of this import is no longer kept: upload it again.',
  duplicateInFile: (row: number) => `The same e-mail address is on row ${row}`,
  changedSince: 'Changed since the import: left as it is',
  unsubscribedStays: 'Unsubscribed earlier: left unsubscribed',
} as const;
