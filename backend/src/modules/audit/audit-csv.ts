import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';
import { SAFE_CSV_OPTIONS } from '../../common/csv/safe-csv';
import type { AuditEvent } from './entities/audit-event.entity';

const COLUMNS: { header: string; value: (e: AuditEvent) => string | null }[] = [
  { header: 'When', value: (e) => e.at.toISOString() },
  { header: 'Person ID', value: (e) => (e.actorId === null ? null : String(e.actorId)) },
  { header: 'Name', value: (e) => e.actorName },
  { header: 'E-mail', value: (e) => e.actorEmail },
  { header: 'Role', value: (e) => e.actorRole },
  { header: 'Action', value: (e) => e.action },
  { header: 'Target type', value: (e) => e.targetType },
  { header: 'Target ID', value: (e) => e.targetId },
  { header: 'Summary', value: (e) => JSON.stringify(e.summary) },
  { header: 'Address', value: (e) => e.clientAddress },
  { header: 'Request ID', value: (e) => e.requestId },
];

/** The rows as a CSV stream (formula-safe, SAFE_CSV_OPTIONS), read batch by batch as it is sent. */
export function auditCsv(batches: AsyncIterable<AuditEvent[]>): Readable {
  async function* rows() {
    yield COLUMNS.map((c) => c.header);
    for await (const batch of batches) {
      for (const e of batch) yield COLUMNS.map((c) => c.value(e) ?? '');
    }
  }
  const csv = stringify(SAFE_CSV_OPTIONS);
  // A failed read ends the download with an error instead of leaving it open.
  pipeline(Readable.from(rows()), csv, () => undefined);
  return csv;
}

/** `audit-trail-YYYY-MM-DD.csv` for the given day (UTC). */
export function auditCsvFileName(now: Date = new Date()): string {
  return `audit-trail-${now.toISOString().slice(0, 10)}.csv`;
}
