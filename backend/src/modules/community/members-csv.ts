import { stringify } from 'csv-stringify/sync';
import type { CommunityMember } from './entities/community-member.entity';

/** Every field of spec §3, in the order of the admin screen's profile. */
const COLUMNS: { header: string; value: (m: CommunityMember) => string | number | null }[] = [
  { header: 'ID', value: (m) => m.id },
  { header: 'First Name', value: (m) => m.firstName },
  { header: 'Last Name', value: (m) => m.lastName },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Age', value: (m) => m.age },
  { header: 'Gender', value: (m) => m.sex },
  { header: 'Marital Status', value: (m) => m.maritalStatus },
  { header: 'Spiritual Level', value: (m) => m.spiritualLevel },
  { header: 'Needs', value: (m) => m.needs.join('; ') },
  { header: 'Interests', value: (m) => m.interests.join('; ') },
  { header: 'City', value: (m) => m.city },
  { header: 'State/Province', value: (m) => m.state },
  { header: 'Country', value: (m) => m.country },
  { header: 'Occupation', value: (m) => m.occupation },
  { header: 'Notes', value: (m) => m.notes },
  { header: 'Subscribed to Emails', value: (m) => (m.subscribeToEmails ? 'yes' : 'no') },
  { header: 'Joined', value: (m) => m.createdAt.toISOString() },
  { header: 'Updated', value: (m) => m.updatedAt.toISOString() },
];

/**
 * UTF-8 with a byte-order mark (so spreadsheets read accents right), a header row, one row each. Cells a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR, and their full-width forms) get a
 * leading quote (csv-stringify's `escape_formulas`), and every cell holding a line break is quoted, so a
 * lone CR cannot start a row of its own.
 */
export function membersCsv(members: CommunityMember[]): Buffer {
  const rows = members.map((m) => COLUMNS.map((c) => c.value(m) ?? ''));
  const text = stringify([COLUMNS.map((c) => c.header), ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    quoted_match: /[\r\n]/,
  });
  return Buffer.from(text, 'utf8');
}

/** `community-members-YYYY-MM-DD.csv` for the given day (UTC). */
export function membersCsvFileName(now: Date = new Date()): string {
  return `community-members-${now.toISOString().slice(0, 10)}.csv`;
}
