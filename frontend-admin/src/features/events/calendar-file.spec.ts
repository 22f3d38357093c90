import { describe, expect, it } from '@jest/globals';
import { MAX_CALENDAR_BYTES, calendarFileProblem } from './calendar-file';

describe('calendarFileProblem', () => {
  it('takes an .ics file up to the server limit', () => {
    expect(calendarFileProblem({ name: 'Grace.ICS', size: 1200 })).toBeNull();
    expect(calendarFileProblem({ name: 'grace.ics', size: MAX_CALENDAR_BYTES })).toBeNull();
  });

  it('refuses another kind of file, one over 5 MB and an empty one before sending', () => {
    expect(calendarFileProblem({ name: 'people.csv', size: 10 })).toBe(
      'Choose an .ics calendar file.',
    );
    expect(calendarFileProblem({ name: 'grace.ics', size: MAX_CALENDAR_BYTES + 1 })).toBe(
      'The file is larger than 5 MB.',
    );
    expect(calendarFileProblem({ name: 'grace.ics', size: 0 })).toBe('The file is empty.');
  });
});
