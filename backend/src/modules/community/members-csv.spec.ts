import type { CommunityMember } from './entities/community-member.entity';
import { membersCsv, membersCsvFileName, membersCsvStream } from './members-csv';

function member(overrides: Partial<CommunityMember> = {}): CommunityMember {
  return {
    id: 7,
    language: 'en',
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
    emailConsentAt: null,
    emailConsentAddress: null,
    createdAt: new Date('2024-01-02T03:04:05.000Z'),
    updatedAt: new Date('2024-01-03T03:04:05.000Z'),
    ...overrides,
  };
}

describe('members CSV', () => {
  /** The cells of the data rows (after the header), as a spreadsheet would split them. */
  const cellsOf = (overrides: Partial<CommunityMember>) =>
    membersCsv([member(overrides)])
      .toString('utf8')
      .slice(1)
      .split('\r\n')[1];

  it('escapes cells a spreadsheet would evaluate, full-width forms too', () => {
    for (const start of ['=', '+', '-', '@', '\t', '＝', '＋', '－', '＠'])
      expect(cellsOf({ firstName: `${start}SUM(A1)` })).toContain(`,'${start}SUM(A1),`);
    expect(cellsOf({ firstName: 'a=b' })).toContain(',a=b,');
    expect(cellsOf({ age: null })).toContain(',,female,');
  });

  it('quotes a cell holding a lone CR, so it cannot start a row with a formula', () => {
    const text = membersCsv([member({ lastName: 'Lf\r=2+3' })]).toString('utf8');
    expect(text).toContain(',"Lf\r=2+3",');
    // A spreadsheet splitting on any line break outside quotes still sees two rows only.
    const outsideQuotes = text.replace(/"(?:[^"]|"")*"/g, '""');
    expect(outsideQuotes.split(/\r\n|\r|\n/).filter(Boolean)).toHaveLength(2);
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

describe('members CSV stream', () => {
  async function text(stream: NodeJS.ReadableStream): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }

  it('writes the same bytes as the whole CSV, batch after batch', async () => {
    const members = [
      member({ id: 1 }),
      member({ id: 2, notes: '=HYPERLINK("x")' }),
      member({ id: 3, lastName: 'Line\nbreak' }),
    ];
    async function* batches(): AsyncGenerator<CommunityMember[]> {
      yield members.slice(0, 2);
      yield members.slice(2);
    }
    expect(await text(membersCsvStream(batches()))).toBe(membersCsv(members).toString('utf8'));
  });

  it('ends with the error of a failing batch read', async () => {
    // eslint-disable-next-line require-yield -- the read fails before its first batch
    async function* failing(): AsyncGenerator<CommunityMember[]> {
      throw new Error('connection lost');
    }
    await expect(text(membersCsvStream(failing()))).rejects.toThrow('connection lost');
  });
});
