// The SQL of key rotation: table-agnostic reads and rewrites of every encrypted column.
import type { DataSource } from 'typeorm';
import {
  ENCRYPTED_SQL_PATTERN,
  encryptedText,
  FieldCipher,
  isEncrypted,
  keyIdOf,
} from './field-cipher';

/** A table and its encrypted columns, as the entities declare them (`transformer: encryptedText`). */
export interface EncryptedTable {
  table: string;
  /** Database names of the columns. */
  columns: string[];
  primaryKey: string;
}

/** Every table with a column using `encryptedText`: modules mark a column, rotation finds it. */
export function encryptedTables(dataSource: DataSource): EncryptedTable[] {
  return dataSource.entityMetadatas.flatMap((metadata) => {
    const columns = metadata.columns
      .filter((column) => column.transformer === encryptedText)
      .map((column) => column.databaseName);
    if (!columns.length || metadata.primaryColumns.length !== 1) return [];
    return [
      { table: metadata.tableName, columns, primaryKey: metadata.primaryColumns[0].databaseName },
    ];
  });
}

export interface ReencryptOptions {
  /** Only values stored before encryption existed (the start-up backfill); else every value not under the current key. */
  plaintextOnly?: boolean;
  batchSize?: number;
  /** Called after each batch. */
  onBatch?: (progress: { table: string; updated: number; skipped: number }) => void;
}

export interface ReencryptResult {
  keyId: string;
  /** Rows rewritten, per table. */
  updated: Record<string, number>;
  /** Rows changed by someone else meanwhile (left to them: they were written with a known key). */
  skipped: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Re-encrypts, in batches of rows (each batch one transaction), every value of the encrypted columns
 * that is not under the current key, plaintext included. Each row is rewritten only if it still holds
 * what was read, so a concurrent write is never lost. Stopping halfway is harmless: running it again
 * goes on with what is left.
 */
export async function reencryptValues(
  dataSource: DataSource,
  cipher: FieldCipher,
  options: ReencryptOptions = {},
): Promise<ReencryptResult> {
  const keyId = cipher.currentKeyId;
  const batchSize = options.batchSize ?? 200;
  const result: ReencryptResult = { keyId, updated: {}, skipped: 0 };
  for (const { table, columns, primaryKey } of encryptedTables(dataSource)) {
    const pending = columns
      .map((c) =>
        options.plaintextOnly
          ? `(${quote(c)} IS NOT NULL AND ${quote(c)} !~ '${ENCRYPTED_SQL_PATTERN}')`
          : `(${quote(c)} IS NOT NULL AND ${quote(c)} NOT LIKE 'enc:v1:${keyId}:%')`,
      )
      .join(' OR ');
    const select =
      `SELECT ${quote(primaryKey)} AS id, ${columns.map(quote).join(', ')} FROM ${quote(table)} ` +
      `WHERE ${quote(primaryKey)} > $1 AND (${pending}) ORDER BY ${quote(primaryKey)} LIMIT ${batchSize}`;
    const update =
      `UPDATE ${quote(table)} SET ${columns.map((c, i) => `${quote(c)} = $${i + 2}`).join(', ')} ` +
      `WHERE ${quote(primaryKey)} = $1 AND ` +
      columns
        .map((c, i) => `${quote(c)} IS NOT DISTINCT FROM $${i + 2 + columns.length}`)
        .join(' AND ');
    const stale = (value: string | null) =>
      value !== null && (options.plaintextOnly ? !isEncrypted(value) : keyIdOf(value) !== keyId);
    result.updated[table] = 0;
    let after: unknown = 0;
    for (;;) {
      const rows: Record<string, string | null>[] = await dataSource.query(select, [after]);
      if (!rows.length) break;
      let updated = 0;
      let skipped = 0;
      await dataSource.transaction(async (manager) => {
        for (const row of rows) {
          const old = columns.map((c) => row[c]);
          const next = old.map((value) =>
            stale(value) ? cipher.encrypt(cipher.decrypt(value as string)) : value,
          );
          const [, count] = (await manager.query(update, [row.id, ...next, ...old])) as [
            unknown,
            number,
          ];
          if (count) updated += 1;
          else skipped += 1;
        }
      });
      result.updated[table] += updated;
      result.skipped += skipped;
      options.onBatch?.({ table, updated, skipped });
      after = rows[rows.length - 1].id;
    }
  }
  return result;
}

/** How many stored values each key id encrypts (`plaintext` for those not encrypted yet). */
export async function countValuesByKey(dataSource: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, columns } of encryptedTables(dataSource)) {
    for (const column of columns) {
      const rows: { key: string; count: number }[] = await dataSource.query(
        `SELECT CASE WHEN ${quote(column)} ~ '${ENCRYPTED_SQL_PATTERN}' THEN split_part(${quote(column)}, ':', 3) ELSE 'plaintext' END AS key, ` +
          `COUNT(*)::int AS count FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL GROUP BY 1`,
      );
      for (const row of rows) counts[row.key] = (counts[row.key] ?? 0) + Number(row.count);
    }
  }
  return counts;
}
