import { InvalidInputError, NotFoundError, TooLargeError } from '../../common/errors/domain-error';

/** The spec's answer for an event id that names no event (also the id pipe's). */
export const EVENT_NOT_FOUND = 'Event not found';

export class EventNotFoundError extends NotFoundError {
  constructor() {
    super(EVENT_NOT_FOUND);
  }
}

/** The largest .ics file taken (a Google Calendar export of years of events is a few MB). */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
/** Recurring events are expanded this far ahead of today. */
export const EXPANSION_MONTHS = 12;
/** More upcoming events than this in one file is no ministry's calendar. */
export const MAX_CALENDAR_EVENTS = 2000;
/** A UID longer than this is not kept as the source key. */
export const MAX_UID_CHARS = 500;

export const CalendarMessages = {
  noFile: 'Choose an .ics calendar file to import',
  tooLarge: `The calendar file is larger than ${MAX_CALENDAR_BYTES / 1024 / 1024} MB`,
  fileName: 'The file must be an .ics calendar (Google Calendar or Outlook export)',
  notCalendar: 'This file is not an iCalendar (.ics) file: export the calendar again and retry',
  empty: 'The calendar holds no events',
  noUpcoming: `The calendar holds no events in the next ${EXPANSION_MONTHS} months`,
  tooMany: `The calendar holds more than ${MAX_CALENDAR_EVENTS} upcoming events: import a smaller one`,
} as const;

/** A calendar file refused: what it is not, in words an administrator can act on. */
export class CalendarFileError extends InvalidInputError {}

export class NoCalendarFileError extends InvalidInputError {
  constructor() {
    super(CalendarMessages.noFile);
  }
}

export class CalendarTooLargeError extends TooLargeError {
  constructor() {
    super(CalendarMessages.tooLarge);
  }
}
