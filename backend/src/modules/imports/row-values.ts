import { MINISTRY_INTERESTS, SUPPORT_NEEDS } from '../community/member-imports.service';
import type { MemberField } from './imports.constants';

/**
 * A row's values as the sign-up form would send them: the cells of the mapped columns, normalised
 * ("M", "Married", "married" → married; "Yes", "1", "TRUE" → true; a full name split), empty cells
 * left out. A value that cannot be normalised is passed on as it is, so the sign-up form's validation
 * refuses it with its own message.
 */
export type RowValues = Partial<Record<Exclude<MemberField, 'fullName' | 'birthDate'>, unknown>>;

const MARITAL: Record<string, string> = {
  single: 'single',
  s: 'single',
  nevermarried: 'single',
  unmarried: 'single',
  married: 'married',
  m: 'married',
  widowed: 'widowed',
  widow: 'widowed',
  widower: 'widowed',
  w: 'widowed',
  divorced: 'divorced',
  d: 'divorced',
  prefernottosay: 'prefer_not_to_say',
};

const SEX: Record<string, string> = {
  male: 'male',
  m: 'male',
  man: 'male',
  female: 'female',
  f: 'female',
  woman: 'female',
  prefernottosay: 'prefer_not_to_say',
};

const TRUE_WORDS = new Set(['yes', 'y', 'true', 't', '1', 'x', 'on', 'subscribed', 'optedin']);
const FALSE_WORDS = new Set(['no', 'n', 'false', 'f', '0', 'off', 'unsubscribed', 'optedout']);

/** Lower case, letters and digits only: "Prefer not to say" → "prefernottosay". */
function word(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function normaliseChoice(table: Record<string, string>, value: string): string {
  return table[word(value)] ?? value;
}

export function normaliseBoolean(value: string): boolean | string {
  const key = word(value);
  if (TRUE_WORDS.has(key)) return true;
  if (FALSE_WORDS.has(key)) return false;
  return value;
}

/** "Ruth Moabite" → Ruth / Moabite; "Moabite, Ruth" → Ruth / Moabite; "Ruth" → Ruth / (none). */
export function splitFullName(value: string): { firstName: string; lastName?: string } {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma > 0) {
    return { firstName: trimmed.slice(comma + 1).trim(), lastName: trimmed.slice(0, comma).trim() };
  }
  const space = trimmed.lastIndexOf(' ');
  if (space < 0) return { firstName: trimmed };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/**
 * Age in whole years on `today` of a birth date written as 1990-04-17, 04/17/1990 (the US order the
 * recognised exports use) or 17.04.1990; null for a date without a year or not a date.
 */
export function ageFrom(value: string | Date, today: Date): number | null {
  let year: number;
  let month: number;
  let day: number;
  if (value instanceof Date) {
    [year, month, day] = [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()];
  } else {
    const text = value.trim();
    let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
    if (m) [year, month, day] = [+m[1], +m[2], +m[3]];
    else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)))
      [year, month, day] = [+m[3], +m[1], +m[2]];
    else if ((m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text)))
      [year, month, day] = [+m[3], +m[2], +m[1]];
    else return null;
  }
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let age = today.getUTCFullYear() - year;
  const before =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (before) age -= 1;
  return age;
}

/** "Prayer; Bible study" → ['prayer', 'bible_study']; labels and keys are both taken. */
function listOf(value: string, known: readonly string[]): string[] {
  return value
    .split(/[;,|]/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const key = item
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '');
      return known.includes(key) ? key : item;
    });
}

/** A cell as text: what a spreadsheet shows, trimmed; dates kept as dates for the birth date. */
export type Cell = string | Date | null;

/**
 * The values of one row under `fields` (one per column, `ignore` for a column left out), ready for
 * the sign-up form's validation.
 */
export function rowValues(
  fields: readonly (MemberField | 'ignore')[],
  cells: readonly Cell[],
  today: Date,
): RowValues {
  const values: RowValues = {};
  let fullName: string | undefined;
  fields.forEach((field, index) => {
    const cell = cells[index];
    if (field === 'ignore' || cell === null || cell === undefined) return;
    const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : cell.trim();
    if (text === '') return;
    switch (field) {
      case 'fullName':
        fullName = text;
        return;
      case 'birthDate': {
        const age = ageFrom(cell instanceof Date ? cell : text, today);
        if (age !== null && values.age === undefined) values.age = age;
        return;
      }
      case 'age':
        values.age = /^\d+$/.test(text) ? Number(text) : text;
        return;
      case 'sex':
        values.sex = normaliseChoice(SEX, text);
        return;
      case 'maritalStatus':
        values.maritalStatus = normaliseChoice(MARITAL, text);
        return;
      case 'subscribeToEmails':
        values.subscribeToEmails = normaliseBoolean(text);
        return;
      case 'needs':
        values.needs = listOf(text, SUPPORT_NEEDS);
        return;
      case 'interests':
        values.interests = listOf(text, MINISTRY_INTERESTS);
        return;
      default:
        values[field] = text;
    }
  });
  if (fullName !== undefined && values.firstName === undefined && values.lastName === undefined) {
    const split = splitFullName(fullName);
    values.firstName = split.firstName;
    if (split.lastName !== undefined) values.lastName = split.lastName;
  }
  return values;
}
