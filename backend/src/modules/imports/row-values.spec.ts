import { recogniseSource, suggestMapping } from './header-mapping';
import { detectDelimiter, detectEncoding } from './file-reader';
import { ageFrom, normaliseBoolean, rowValues, splitFullName } from './row-values';

describe('import values', () => {
  const today = new Date(Date.UTC(2026, 5, 15));

  it('normalises marital status, gender and yes/no as the sign-up form takes them', () => {
    const fields = ['maritalStatus', 'sex', 'subscribeToEmails'] as const;
    expect(rowValues(fields, ['Married', 'F', 'Yes'], today)).toEqual({
      maritalStatus: 'married',
      sex: 'female',
      subscribeToEmails: true,
    });
    expect(rowValues(fields, ['m', 'Male', 'TRUE'], today)).toMatchObject({
      maritalStatus: 'married',
      sex: 'male',
      subscribeToEmails: true,
    });
    expect(rowValues(fields, ['Prefer not to say', '', '0'], today)).toEqual({
      maritalStatus: 'prefer_not_to_say',
      subscribeToEmails: false,
    });
    // Left as it is, for the form's own message.
    expect(rowValues(fields, ['Separated', '', 'maybe'], today)).toEqual({
      maritalStatus: 'Separated',
      subscribeToEmails: 'maybe',
    });
    expect(normaliseBoolean('1')).toBe(true);
  });

  it('splits a full name only when there is no first and last name', () => {
    expect(splitFullName('Ruth Moabite')).toEqual({ firstName: 'Ruth', lastName: 'Moabite' });
    expect(splitFullName('Moabite, Ruth')).toEqual({ firstName: 'Ruth', lastName: 'Moabite' });
    expect(splitFullName('Mary Ann  Evans')).toEqual({ firstName: 'Mary Ann', lastName: 'Evans' });
    expect(rowValues(['fullName', 'email'], ['Ruth Moabite', 'r@x.test'], today)).toEqual({
      firstName: 'Ruth',
      lastName: 'Moabite',
      email: 'r@x.test',
    });
  });

  it('turns a birth date into an age; a date without a year gives none', () => {
    expect(ageFrom('1990-06-16', today)).toBe(35);
    expect(ageFrom('06/15/1990', today)).toBe(36);
    expect(ageFrom('15.06.1990', today)).toBe(36);
    expect(ageFrom('05/12', today)).toBeNull();
    expect(rowValues(['birthDate', 'age'], ['1990-01-01', '40'], today)).toEqual({ age: 40 });
  });

  it('takes support needs and interests by label or key', () => {
    expect(rowValues(['needs'], ['Prayer; Bible Study, marriage_support'], today)).toEqual({
      needs: ['prayer', 'bible_study', 'marriage_support'],
    });
  });

  it("recognises each product's export and maps its columns", () => {
    expect(recogniseSource(['Breeze ID', 'First Name', 'Email'])).toBe('breeze');
    expect(recogniseSource(['Email Address', 'First Name', 'MEMBER_RATING', 'LEID'])).toBe(
      'mailchimp',
    );
    expect(recogniseSource(['First Name', 'Home Email', 'Home Address City'])).toBe(
      'planning_center',
    );
    expect(recogniseSource(['FirstName', 'Address1', 'CellPhone', 'Email', 'WorkEmail'])).toBe(
      'churchcrm',
    );
    expect(recogniseSource(['Email'])).toBeNull();
    expect(suggestMapping(['Name', 'E-mail', 'Work Email'])).toEqual([
      { column: 'Name', field: 'fullName' },
      { column: 'E-mail', field: 'email' },
      { column: 'Work Email', field: 'ignore' },
    ]);
    expect(suggestMapping(['Full Name', 'First Name', 'Last Name'])[0].field).toBe('ignore');
  });

  it('detects encodings and delimiters', () => {
    expect(detectEncoding(Buffer.from('\ufeffa,b', 'utf8'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x61, 0x00]))).toBe('utf-16le');
    expect(detectEncoding(Buffer.from('Prénom;Ville\nJosé;Zürich\n', 'latin1'))).toBe(
      'windows-1252',
    );
    expect(detectDelimiter('a;b;c\n1;2;3\n')).toBe(';');
    expect(detectDelimiter('a\tb\n1\t2\n')).toBe('\t');
    expect(detectDelimiter('"Last, First",b\n"x, y",2\n')).toBe(',');
  });
});
