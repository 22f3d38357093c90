import type { CommunityMember } from './entities/community-member.entity';
import { escapeCell, membersCsv, membersCsvFileName } from './members-csv';

function member(overrides: Partial<CommunityMember> = {}): CommunityMember {
  return {
    id: 7,
    firstName: 'Ruth',
    lastName: 'Moabite',
    email: 'ruth@example.test',
    phone: null,
    age: 30,
    sex: 'female',
    maritalStatus: 'widowed',
    spiritualLevel: 'growing',
    needs: ['prayer', 'bible_study'],
    interests: [],
    city: 'Bethlehem',
    state: null,
    country: 'Judah',
    occupation: 'Gleaner',
    notes: 'Wherever you go, I will go',
    subscribeToEmails: true,
    createdAt: new Date('2024-01-02T03:04:05.000Z'),
    updatedAt: new Date('2024-01-03T03:04:05.000Z'),
    ...overrides,
  };
}

describe('members CSV', () => {
  it('escapes cells a spreadsheet would evaluate', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(escapeCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(escapeCell('plain')).toBe('plain');
    expect(escapeCell('a=b')).toBe('a=b');
    expect(escapeCell(null)).toBe('');
    expect(escapeCell(42)).toBe('42');
  });

  it('starts with a BOM and a header row, then one quoted-as-needed row per member', () => {
    const text = membersCsv([
      member(),
      member({ id: 8, firstName: '=HYPERLINK("x")', notes: 'line one\nline "two", three' }),
    ]).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ID,First Name,Last Name,Email,Phone,Age,Gender,Marital Status,Spiritual Level,Needs,' +
        'Interests,City,State/Province,Country,Occupation,Notes,Subscribed to Emails,Joined,Updated',
    );
    expect(lines[1]).toBe(
      '7,Ruth,Moabite,ruth@example.test,,30,female,widowed,growing,prayer; bible_study,,' +
        'Bethlehem,,Judah,Gleaner,"Wherever you go, I will go",yes,2024-01-02T03:04:05.000Z,' +
        '2024-01-03T03:04:05.000Z',
    );
    expect(text).toContain(`8,"'=HYPERLINK(""x"")"`);
    expect(text).toContain('"line one\nline ""two"", three"');
  });

  it('names the file after the day', () => {
    expect(membersCsvFileName(new Date('2025-03-04T23:00:00Z'))).toBe(
      'community-members-2025-03-04.csv',
    );
  });
});
