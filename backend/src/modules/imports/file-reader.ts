import { analyse } from 'chardet';
import { CsvError, parse as parseCsv } from 'csv-parse';
import { parse as parseCsvSync } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { Readable } from 'node:stream';
import {
  ImportMessages as M,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_RECORD_CHARS,
} from './imports.constants';
import { UnreadableFileError } from './imports.errors';
import type { Cell } from './row-values';

export type ImportFormat = 'csv' | 'xlsx';

/** How a file is read: found at upload, kept with the import. */
export interface FileLayout {
  format: ImportFormat;
  /** iconv-lite's name of the text encoding (CSV only). */
  encoding: string | null;
  delimiter: string | null;
}

export interface FileRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  cells: Cell[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** How much of a file the encoding and delimiter are judged on. */
const SAMPLE_BYTES = 64 * 1024;
/** How much of the file the decoder and parser are given at a time (`slices`). */
const READ_CHUNK_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t'] as const;
/** The longest line of a CSV file, in bytes: MAX_RECORD_CHARS of four-byte characters. */
const MAX_LINE_BYTES = 4 * MAX_RECORD_CHARS;

export function formatOf(fileName: string): ImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/**
 * The text encoding of a CSV file: a byte-order mark says it (UTF-8, UTF-16 LE/BE); bytes that are
 * valid UTF-8 are UTF-8; otherwise chardet's best guess of the single-byte encodings, ISO-8859-1 read
 * as Windows-1252 (its superset, which spreadsheets on Windows write).
 */
export function detectEncoding(content: Buffer): string {
  if (content.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) return 'utf-8';
  if (content[0] === 0xff && content[1] === 0xfe) return 'utf-16le';
  if (content[0] === 0xfe && content[1] === 0xff) return 'utf-16be';
  const sample = content.subarray(0, SAMPLE_BYTES);
  if (isUtf8(sample)) return 'utf-8';
  const [best] = analyse(sample);
  if (!best) throw new UnreadableFileError(M.encoding);
  const name = best.name.toLowerCase();
  if (name === 'iso-8859-1' || name === 'ascii') return 'windows-1252';
  if (!iconv.encodingExists(name)) throw new UnreadableFileError(M.encoding);
  return name;
}

/** Valid UTF-8, allowing a sequence cut at the end of the sample. */
function isUtf8(sample: Buffer): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The delimiter of a CSV file, by reading its first lines with csv-parse under each candidate: the
 * one that gives the header most columns and every sampled row as many is taken; comma when none
 * splits the header.
 */
export function detectDelimiter(sampleText: string): string {
  const lines = sampleText.split(/\r?\n/);
  // The last line of a sample may be cut short.
  const sample = lines.slice(0, Math.min(lines.length - 1 || 1, 20)).join('\n');
  let best: { delimiter: string; columns: number; consistent: boolean } | null = null;
  for (const delimiter of DELIMITERS) {
    let records: string[][];
    try {
      records = parseCsvSync(sample, {
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
      });
    } catch {
      continue;
    }
    const columns = records[0]?.length ?? 0;
    if (columns < 2) continue;
    const consistent = records.every((r) => r.length === columns);
    if (
      !best ||
      (consistent && !best.consistent) ||
      (consistent === best.consistent && columns > best.columns)
    ) {
      best = { delimiter, columns, consistent };
    }
  }
  return best?.delimiter ?? ',';
}

/**
 * Checks that the file is what its name says, and finds how to read it. Refuses (400) a CSV holding
 * binary data (a workbook or anything else renamed) and an XLSX that is not a zip package.
 */
export function inspectFile(content: Buffer, format: ImportFormat): FileLayout {
  if (format === 'xlsx') {
    if (!content.subarray(0, 4).equals(ZIP_MAGIC)) throw new UnreadableFileError(M.notXlsx);
    return { format, encoding: null, delimiter: null };
  }
  if (content.subarray(0, 4).equals(ZIP_MAGIC)) throw new UnreadableFileError(M.notCsv);
  refuseLongLines(content);
  const encoding = detectEncoding(content);
  const sampleText = iconv.decode(content.subarray(0, SAMPLE_BYTES), encoding);
  // A NUL or other control bytes in text: the file is binary (an image, a .xls renamed).
  // eslint-disable-next-line no-control-regex -- finding control bytes is the point
  if (/[\u0000-\u0008\u000e-\u001a]/.test(sampleText)) throw new UnreadableFileError(M.notCsv);
  return { format, encoding, delimiter: detectDelimiter(sampleText) };
}

/**
 * csv-parse's record limit counts the characters of the cells, not the delimiters: a line of a
 * million commas would become a million cells. A physical line longer than MAX_LINE_BYTES (room for
 * MAX_RECORD_CHARS of any script) is refused before parsing.
 */
function refuseLongLines(content: Buffer): void {
  let start = 0;
  let line = 1;
  for (;;) {
    const end = content.indexOf(0x0a, start);
    const length = (end < 0 ? content.length : end) - start;
    if (length > MAX_LINE_BYTES) throw new UnreadableFileError(M.recordTooLong(line));
    if (end < 0) return;
    start = end + 1;
    line += 1;
  }
}

/**
 * Every row of the file, the header first, streamed: a CSV is decoded and parsed as it is read, a
 * workbook's first sheet read row by row. Refuses (400, naming the row) what is not a list of people:
 * a record past MAX_RECORD_CHARS, more than MAX_IMPORT_COLUMNS columns or MAX_IMPORT_ROWS rows, a
 * quote never closed.
 */
export async function* readRows(content: Buffer, layout: FileLayout): AsyncGenerator<FileRow> {
  const rows = layout.format === 'xlsx' ? xlsxRows(content) : csvRows(content, layout);
  let count = 0;
  for await (const row of rows) {
    if (row.cells.length > MAX_IMPORT_COLUMNS) throw new UnreadableFileError(M.tooManyColumns);
    if (++count > MAX_IMPORT_ROWS + 1) throw new UnreadableFileError(M.tooManyRows);
    yield row;
  }
}

/**
 * The file's bytes as a stream of READ_CHUNK_BYTES slices (views, not copies). Given as one chunk, the
 * decoder and parser take the whole file in one step and the parser holds every record it made until
 * they are read: a 50,000-row run then carried the whole file's rows through its run (hundreds of MB)
 * and waited for all of them to be parsed before its first batch. In slices, the pipe's backpressure
 * keeps a few hundred rows ahead of the batch being written.
 */
function slices(content: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += READ_CHUNK_BYTES)
        yield content.subarray(at, at + READ_CHUNK_BYTES);
    })(),
    { objectMode: false },
  );
}

async function* csvRows(content: Buffer, layout: FileLayout): AsyncGenerator<FileRow> {
  const parser = slices(content)
    .pipe(iconv.decodeStream(layout.encoding ?? 'utf-8'))
    .pipe(
      parseCsv({
        delimiter: layout.delimiter ?? ',',
        bom: true,
        relax_column_count: true,
        // A quote inside an unquoted cell (=HYPERLINK("…") typed by hand) is taken as it is.
        relax_quotes: true,
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
        max_record_size: MAX_RECORD_CHARS,
      }),
    );
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { rowNumber, cells: record };
    }
  } catch (error) {
    throw csvFailure(error, rowNumber + 1);
  }
}

/** csv-parse's refusal as the administrator reads it, naming the line it met it on. */
function csvFailure(error: unknown, rowNumber: number): unknown {
  if (!(error instanceof CsvError)) return error;
  const at = typeof error.lines === 'number' && error.lines > 0 ? error.lines : rowNumber;
  if (error.code === 'CSV_MAX_RECORD_SIZE') return new UnreadableFileError(M.recordTooLong(at));
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return new UnreadableFileError(M.malformed(at, 'a quote is opened and never closed.'));
  return new UnreadableFileError(M.malformed(at, 'the quotes in it do not match.'), {
    cause: error,
  });
}

/** A workbook cell as text (or a date): rich text joined, a formula's last result, a link's text. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return result === undefined || (typeof result === 'object' && !(result instanceof Date))
        ? null
        : cellOf(result as ExcelJS.CellValue);
    }
    if ('text' in value) return String((value as ExcelJS.CellHyperlinkValue).text);
    if ('error' in value) return null;
    return null;
  }
  const text = String(value);
  if (text.length > MAX_RECORD_CHARS) throw new UnreadableFileError(M.recordTooLong(0));
  return text;
}

async function* xlsxRows(content: Buffer): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(slices(content), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        if (values.length > MAX_IMPORT_COLUMNS + 1) throw new UnreadableFileError(M.tooManyColumns);
        // Sparse: a blank cell is a hole. The row's number is the sheet's own (blank rows skipped).
        const cells = Array.from(values.slice(1), (value) => cellOf(value));
        if (cells.some((c) => c !== null && (typeof c !== 'string' || c.trim() !== '')))
          yield { rowNumber: row.number, cells };
      }
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(M.unreadableXlsx, { cause: error });
  }
}
