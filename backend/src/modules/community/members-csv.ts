import { pipeline, Readable } from 'node:stream';
import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { SAFE_CSV_OPTIONS } from '../../common/csv/safe-csv';
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

const HEADER = COLUMNS.map((c) => c.header);
const cells = (m: CommunityMember) => COLUMNS.map((c) => c.value(m) ?? '');

/** A header row, one row each, written formula-safe (SAFE_CSV_OPTIONS), for a list in memory. */
export function membersCsv(members: CommunityMember[]): Buffer {
  return Buffer.from(stringify([HEADER, ...members.map(cells)], SAFE_CSV_OPTIONS), 'utf8');
}

/**
 * The same CSV as a stream over batches of members: memory holds a batch, not the list (an export
 * of 50,000 members). A failing batch read ends the stream with its error.
 */
export function membersCsvStream(batches: AsyncIterable<CommunityMember[]>): Readable {
  async function* rows(): AsyncGenerator<(string | number)[]> {
    yield HEADER;
    for await (const batch of batches) for (const member of batch) yield cells(member);
  }
  const csv = stringifyStream(SAFE_CSV_OPTIONS);
  pipeline(Readable.from(rows()), csv, () => undefined);
  return csv;
}

/** `community-members-YYYY-MM-DD.csv` for the given day (UTC). */
export function membersCsvFileName(now: Date = new Date()): string {
  return `community-members-${now.toISOString().slice(0, 10)}.csv`;
}
