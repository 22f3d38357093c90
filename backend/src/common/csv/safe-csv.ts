import type { Options } from 'csv-stringify';

/**
 * How every CSV download is written: UTF-8 with a byte-order mark (so spreadsheets read accents
 * right), CRLF rows. Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR, and
 * their full-width forms) get a leading quote (csv-stringify's `escape_formulas`), and every cell
 * holding a line break is quoted, so a lone CR cannot start a row of its own.
 */
export const SAFE_CSV_OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  escape_formulas: true,
  quoted_match: /[\r\n]/,
} as const satisfies Options;
