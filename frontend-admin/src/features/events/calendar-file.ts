import { i18n } from '../../i18n/i18n';
/** The server's limit for an .ics file (docs/architecture.md, "Events from a calendar"). */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent, or null. */
export function calendarFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.ics$/i.test(file.name)) {
    return i18n._({ id: 'admin.calendar.notIcs', message: 'Choose an .ics calendar file.' });
  }
  if (file.size > MAX_CALENDAR_BYTES) {
    return i18n._({ id: 'admin.calendar.tooLarge', message: 'The file is larger than 5 MB.' });
  }
  if (file.size === 0)
    return i18n._({ id: 'admin.calendar.emptyFile', message: 'The file is empty.' });
  return null;
}
