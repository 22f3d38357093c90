import { stringify } from 'csv-stringify/sync';
import { SAFE_CSV_OPTIONS } from '../../common/csv/safe-csv';
import type { RegistrationQuestion } from './entities/registration-settings.entity';
import type { Registration } from './entities/registration.entity';

const COLUMNS: { header: string; value: (r: Registration) => string | number | null }[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Party Size', value: (r) => r.partySize },
  { header: 'Status', value: (r) => r.status },
  { header: 'Registered', value: (r) => r.createdAt.toISOString() },
  { header: 'Checked In', value: (r) => r.checkedInAt?.toISOString() ?? null },
];

/** An answer as a spreadsheet cell: the text, the choices joined, a ticked box as yes/no. */
function answerCell(r: Registration, questionId: string): string {
  const answer = r.answers.find((a) => a.questionId === questionId);
  if (!answer) return '';
  if (Array.isArray(answer.value)) return answer.value.join('; ');
  if (typeof answer.value === 'boolean') return answer.value ? 'yes' : 'no';
  return answer.value;
}

/**
 * An event's registrations as CSV: the person's fields, then a column per question of the form, all
 * written formula-safe like the members export (SAFE_CSV_OPTIONS).
 */
export function registrationsCsv(
  registrations: Registration[],
  questions: RegistrationQuestion[],
): Buffer {
  const header = [...COLUMNS.map((c) => c.header), ...questions.map((q) => q.label)];
  const rows = registrations.map((r) => [
    ...COLUMNS.map((c) => c.value(r) ?? ''),
    ...questions.map((q) => answerCell(r, q.id)),
  ]);
  return Buffer.from(stringify([header, ...rows], SAFE_CSV_OPTIONS), 'utf8');
}

/** `registrations-<event id>-YYYY-MM-DD.csv` for the given day (UTC). */
export function registrationsCsvFileName(eventId: number, now: Date = new Date()): string {
  return `registrations-${eventId}-${now.toISOString().slice(0, 10)}.csv`;
}
