import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MaintenanceService } from '../src/maintenance/maintenance.service';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { csvFile as csv, runImportToEnd } from './support/imports';

const FIXTURES = join(__dirname, 'fixtures', 'imports');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

interface Mapping {
  column: string;
  field: string;
}

interface ImportBody {
  id: number;
  status: string;
  source: string | null;
  encoding: string | null;
  delimiter: string | null;
  headers: string[];
  mapping: Mapping[];
  totalRows: number;
  processedRows: number;
  counts: { create: number; update: number; skip: number; error: number };
  failure: string | null;
}

describe('imports of members (admin)', () => {
  let t: TestApp;
  let admin: Agent;
  let db: DataSource;

  function upload(fileName: string, content: Buffer, type = 'text/csv', agent: Agent = admin) {
    return agent
      .post('/api/admin/imports')
      .query({ fileName })
      .set('Content-Type', type)
      .send(content);
  }

  async function uploaded(fileName: string, content: Buffer, type?: string): Promise<ImportBody> {
    const res = await upload(fileName, content, type);
    expect(res.status).toBe(201);
    return res.body as ImportBody;
  }

  const fieldOf = (body: ImportBody, column: string) =>
    body.mapping.find((m) => m.column === column)?.field;

  const runToEnd = (id: number, choices: Record<string, unknown>) =>
    runImportToEnd<ImportBody>(admin, id, choices);

  async function member(email: string) {
    const [row] = await db.query(
      `SELECT id, first_name, last_name, email, phone, age, sex, marital_status, city, state, country,
              notes, subscribe_to_emails FROM community_members WHERE email = $1`,
      [email],
    );
    return row as Record<string, unknown> | undefined;
  }

  const memberCount = async () =>
    Number((await db.query('SELECT count(*)::int AS n FROM community_members'))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(() => t.close());

  describe('who may import', () => {
    it('asks an anonymous visitor to sign in (401) and refuses other staff roles (403)', async () => {
      await request(t.server)
        .post('/api/admin/imports')
        .query({ fileName: 'a.csv' })
        .set('Content-Type', 'text/csv')
        .send(csv('Email', 'a@example.test'))
        .expect(401);
      await request(t.server).get('/api/admin/imports').expect(401);
      for (const role of ['communications', 'pastoral'] as const) {
        const staff = (await signedInAgent(t, { role })).agent;
        await upload('a.csv', csv('Email', 'a@example.test'), 'text/csv', staff).expect(403);
        await staff.get('/api/admin/imports').expect(403);
      }
      expect(Number((await db.query('SELECT count(*)::int AS n FROM imports'))[0].n)).toBe(0);
    });
  });

  describe('recognised exports', () => {
    it('maps a Planning Center People export and normalises its values', async () => {
      const body = await uploaded('people.csv', fixture('planning-center-people.csv'));
      expect(body).toMatchObject({ source: 'planning_center', delimiter: ',', totalRows: 2 });
      expect(fieldOf(body, 'First Name')).toBe('firstName');
      expect(fieldOf(body, 'Last Name')).toBe('lastName');
      expect(fieldOf(body, 'Home Email')).toBe('email');
      expect(fieldOf(body, 'Work Email')).toBe('ignore');
      expect(fieldOf(body, 'Mobile Phone Number')).toBe('phone');
      expect(fieldOf(body, 'Birthdate')).toBe('birthDate');
      expect(fieldOf(body, 'Home Address City')).toBe('city');
      expect(fieldOf(body, 'Marital Status')).toBe('maritalStatus');
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: body.mapping })
        .expect(200);
      expect(preview.body.counts).toEqual({ create: 2, update: 0, skip: 0, error: 0 });
      expect(preview.body.rows[1]).toMatchObject({
        rowNumber: 3,
        outcome: 'created',
        member: {
          firstName: 'Aquila',
          email: 'aquila@pco.example',
          sex: 'male',
          maritalStatus: 'married',
          city: 'Corinth',
          subscribeToEmails: false,
        },
      });
      expect(preview.body.rows[0].member.age).toBeGreaterThanOrEqual(45);
    });

    it('maps a Breeze export (age column, or age from the birth date)', async () => {
      const body = await uploaded('breeze.csv', fixture('breeze.csv'));
      expect(body.source).toBe('breeze');
      expect(fieldOf(body, 'Email')).toBe('email');
      expect(fieldOf(body, 'Mobile')).toBe('phone');
      expect(fieldOf(body, 'Age')).toBe('age');
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: body.mapping })
        .expect(200);
      const [dorcas, cornelius] = preview.body.rows;
      expect(dorcas.member).toMatchObject({
        sex: 'female',
        maritalStatus: 'widowed',
        city: 'Joppa',
      });
      expect(dorcas.member.age).toBeGreaterThanOrEqual(75);
      expect(cornelius.member).toMatchObject({
        age: 52,
        maritalStatus: 'married',
        phone: '555-0121',
      });
    });

    it('maps a ChurchCRM export', async () => {
      const body = await uploaded('churchcrm.csv', fixture('churchcrm.csv'));
      expect(body.source).toBe('churchcrm');
      expect(fieldOf(body, 'FirstName')).toBe('firstName');
      expect(fieldOf(body, 'LastName')).toBe('lastName');
      expect(fieldOf(body, 'CellPhone')).toBe('phone');
      expect(fieldOf(body, 'Email')).toBe('email');
      expect(fieldOf(body, 'WorkEmail')).toBe('ignore');
      expect(fieldOf(body, 'Country')).toBe('country');
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: body.mapping })
        .expect(200);
      expect(preview.body.rows[1].member).toMatchObject({
        firstName: 'Apollos',
        maritalStatus: 'single',
        country: 'Egypt',
        age: null,
      });
    });

    it('maps a Mailchimp audience export (a birthday without a year gives no age)', async () => {
      const body = await uploaded('audience.csv', fixture('mailchimp-audience.csv'));
      expect(body.source).toBe('mailchimp');
      expect(fieldOf(body, 'Email Address')).toBe('email');
      expect(fieldOf(body, 'Phone Number')).toBe('phone');
      expect(fieldOf(body, 'NOTES')).toBe('notes');
      expect(fieldOf(body, 'MEMBER_RATING')).toBe('ignore');
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: body.mapping })
        .expect(200);
      expect(preview.body.rows[0].member).toMatchObject({
        firstName: 'Phoebe',
        lastName: 'Deacon',
        age: null,
        phone: '+1 555 0140',
      });
    });

    it('reads a Windows-1252 file with semicolons, and an XLSX workbook', async () => {
      const latin = iconv.encode(
        'Prénom;Nom;Courriel;Ville\r\nJosé;Müller;jose@latin.example;Zürich\r\n',
        'windows-1252',
      );
      const body = await uploaded('latin.csv', latin);
      expect(body).toMatchObject({ encoding: 'windows-1252', delimiter: ';', totalRows: 1 });
      expect(body.headers).toEqual(['Prénom', 'Nom', 'Courriel', 'Ville']);
      const mapping = [
        { column: 'Prénom', field: 'firstName' },
        { column: 'Nom', field: 'lastName' },
        { column: 'Courriel', field: 'email' },
        { column: 'Ville', field: 'city' },
      ];
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping })
        .expect(200);
      expect(preview.body.rows[0].member).toMatchObject({
        firstName: 'José',
        lastName: 'Müller',
        city: 'Zürich',
      });

      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('People');
      sheet.addRow(['Name', 'E-mail', 'Date of Birth', 'Marital Status']);
      sheet.addRow(['Ruth Moabite', 'ruth@xlsx.example', new Date(Date.UTC(1990, 0, 2)), 'M']);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const book = await uploaded(
        'people.xlsx',
        xlsx,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(book).toMatchObject({ format: 'xlsx', totalRows: 1 });
      expect(fieldOf(book, 'Name')).toBe('fullName');
      expect(fieldOf(book, 'E-mail')).toBe('email');
      const bookPreview = await admin
        .post(`/api/admin/imports/${book.id}/preview`)
        .send({ mapping: book.mapping })
        .expect(200);
      expect(bookPreview.body.rows[0].member).toMatchObject({
        firstName: 'Ruth',
        lastName: 'Moabite',
        maritalStatus: 'married',
      });
    });
  });

  describe('preview, choices, consent, run, report and undo', () => {
    const EXISTING = 'existing@import.example';

    beforeAll(async () => {
      await db.query(
        `INSERT INTO community_members (first_name, last_name, email, phone, city, subscribe_to_emails)
         VALUES ('Eunice', 'Mother', $1, '555-0001', NULL, true)`,
        [EXISTING],
      );
    });

    const FILE = () =>
      csv(
        'First Name,Last Name,Email,Phone,City,Email Updates',
        `Eunice,Grandmother,${EXISTING},555-0002,Lystra,yes`,
        'Timothy,Young,timothy@import.example,,Lystra,yes',
        'Titus,Crete,titus@import.example,,,no',
        'Bad,Address,not-an-address,,,yes',
        'Timothy,Again,TIMOTHY@import.example,,,yes',
      );

    it("counts the whole file and gives the sign-up form's message for a row in error", async () => {
      const body = await uploaded('choices.csv', FILE());
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: body.mapping, existing: 'update' })
        .expect(200);
      expect(preview.body.counts).toEqual({ create: 2, update: 1, skip: 1, error: 1 });
      expect(preview.body.errors).toEqual([
        { rowNumber: 5, email: 'not-an-address', message: 'Please enter a valid email address' },
      ]);
      expect(preview.body.rows[4]).toMatchObject({
        outcome: 'skipped',
        message: 'The same e-mail address is on row 3',
      });
    });

    it('names a row whose text the database cannot store, and imports the others', async () => {
      // Past the sample the upload checks for binary data: a NUL in one cell of a large file.
      const filler = Array.from(
        { length: 2000 },
        (_, i) => `Filler,${i},filler${i}@import.example,${'n'.repeat(30)}`,
      );
      const body = await uploaded(
        'nul.csv',
        csv(
          'First Name,Last Name,Email,Notes',
          ...filler,
          'Nul,Byte,nul@import.example,bad\u0000text',
        ),
      );
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: body.mapping })
        .expect(200);
      expect(preview.body.counts).toMatchObject({ create: 2000, error: 1 });
      expect(preview.body.errors).toEqual([
        {
          rowNumber: 2002,
          email: 'nul@import.example',
          message: 'notes contains a character that is not allowed',
        },
      ]);
      const done = await runToEnd(body.id, { mapping: body.mapping, importValidRows: true });
      expect(done.counts).toMatchObject({ create: 2000, error: 1 });
      expect(await member('nul@import.example')).toBeUndefined();
      expect(await member('filler1999@import.example')).toBeDefined();
    });

    it('plans a file of several batches exactly, a repeat in a later batch naming the first row', async () => {
      // 1,300 rows: batches of 500, 500 and 300, read one ahead of the one planned.
      const people = Array.from({ length: 1300 }, (_, i) => `Batch,${i},batch${i}@import.example`);
      people[1149] = 'Again,Ten,batch9@import.example'; // row 1,151 repeats row 11 (the first batch)
      people[1299] = 'Again,SixHundred,batch599@import.example'; // row 1,301 repeats row 601
      const body = await uploaded('batches.csv', csv('First Name,Last Name,Email', ...people));
      const preview = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: body.mapping })
        .expect(200);
      expect(preview.body.counts).toEqual({ create: 1298, update: 0, skip: 2, error: 0 });
      const done = await runToEnd(body.id, { mapping: body.mapping });
      expect(done.counts).toMatchObject({ create: 1298, skip: 2, error: 0 });
      const skipped = (await db.query(
        `SELECT row_number AS "rowNumber", message FROM import_rows
          WHERE import_id = $1 AND outcome = 'skipped' ORDER BY row_number`,
        [body.id],
      )) as Array<{ rowNumber: number; message: string }>;
      expect(skipped).toEqual([
        { rowNumber: 1151, message: 'The same e-mail address is on row 11' },
        { rowNumber: 1301, message: 'The same e-mail address is on row 601' },
      ]);
      expect((await member('batch1298@import.example'))?.last_name).toBe('1298');
    });

    it('refuses a bad mapping with a 400', async () => {
      const body = await uploaded('mapping.csv', FILE());
      const noEmail = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: [{ column: 'First Name', field: 'firstName' }] })
        .expect(400);
      expect(noEmail.body.message).toBe('Map one column to the e-mail address.');
      const unknown = await admin
        .post(`/api/admin/imports/${body.id}/preview`)
        .send({ mapping: [{ column: 'Nope', field: 'email' }] })
        .expect(400);
      expect(unknown.body.message).toBe(
        'The mapping names a column the file does not have: "Nope".',
      );
    });

    it('imports nothing when a row is in error, unless asked to import the valid rows', async () => {
      const before = await memberCount();
      const body = await uploaded('strict.csv', FILE());
      const failed = await runToEnd(body.id, { mapping: body.mapping, existing: 'update' });
      expect(failed.status).toBe('failed');
      expect(failed.failure).toBe(
        '1 row has an error: nothing was imported. Correct the file, or choose to import the valid rows.',
      );
      expect(await memberCount()).toBe(before);
      expect((await member(EXISTING))?.last_name).toBe('Mother');
    });

    it('skips, fills or updates an existing address as chosen; subscribes only with consent', async () => {
      // Skip: the existing member is left as is; new ones are not subscribed without consent.
      const skip = await uploaded('skip.csv', FILE());
      const skipped = await runToEnd(skip.id, {
        mapping: skip.mapping,
        existing: 'skip',
        importValidRows: true,
      });
      expect(skipped).toMatchObject({
        status: 'completed',
        counts: { create: 2, update: 0, skip: 2, error: 1 },
        processedRows: 5,
      });
      expect(await member(EXISTING)).toMatchObject({ last_name: 'Mother', phone: '555-0001' });
      expect(await member('timothy@import.example')).toMatchObject({ subscribe_to_emails: false });

      // Fill: only the empty city is filled in.
      const fill = await uploaded('fill.csv', FILE());
      const filled = await runToEnd(fill.id, {
        mapping: fill.mapping,
        existing: 'fill',
        importValidRows: true,
      });
      expect(filled.counts).toMatchObject({ create: 0, update: 1 });
      expect(await member(EXISTING)).toMatchObject({
        last_name: 'Mother',
        phone: '555-0001',
        city: 'Lystra',
      });

      // Update: the mapped fields the row fills are written.
      const update = await uploaded('update.csv', FILE());
      const updated = await runToEnd(update.id, {
        mapping: update.mapping,
        existing: 'update',
        importValidRows: true,
      });
      expect(updated.counts).toMatchObject({ create: 0, update: 1 });
      expect(await member(EXISTING)).toMatchObject({
        last_name: 'Grandmother',
        phone: '555-0002',
        subscribe_to_emails: true,
      });
    });

    it('subscribes the people the file says agreed, once the administrator confirms consent', async () => {
      const body = await uploaded(
        'consent.csv',
        csv(
          'First Name,Last Name,Email,Email Updates',
          'Lois,Grandmother,lois@import.example,Yes',
          'Onesimus,Slave,onesimus@import.example,No',
          'Philemon,Master,philemon@import.example,',
        ),
      );
      const done = await runToEnd(body.id, { mapping: body.mapping, consentConfirmed: true });
      expect(done.counts.create).toBe(3);
      expect((await member('lois@import.example'))?.subscribe_to_emails).toBe(true);
      expect((await member('onesimus@import.example'))?.subscribe_to_emails).toBe(false);
      expect((await member('philemon@import.example'))?.subscribe_to_emails).toBe(false);
    });

    it('reports each row as CSV (formula-safe), and is audited with its counts', async () => {
      const body = await uploaded(
        'report.csv',
        csv('Name,Email', 'Gaius Host,gaius@import.example', 'Evil Doer,=HYPERLINK("x")'),
      );
      const done = await runToEnd(body.id, { mapping: body.mapping, importValidRows: true });
      expect(done.counts).toMatchObject({ create: 1, error: 1 });
      const report = await admin.get(`/api/admin/imports/${body.id}/report`).expect(200);
      expect(report.headers['content-type']).toMatch(/text\/csv/);
      const text = report.text.replace(/^\uFEFF/, '');
      expect(text.split('\r\n')[0]).toBe('Row,E-mail,Result,Message');
      expect(text).toContain('2,gaius@import.example,created,');
      expect(text).toContain(`3,"'=hyperlink(""x"")",error,Please enter a valid email address`);
      const [audit] = await db.query(
        "SELECT summary FROM audit_events WHERE action = 'import.complete' AND target_id = $1",
        [String(body.id)],
      );
      expect(audit.summary).toMatchObject({ fileName: 'report.csv', create: 1, error: 1 });
    });

    it('undoes an import: created removed, updated restored, unless changed since', async () => {
      await db.query(
        `INSERT INTO community_members (first_name, last_name, email, city) VALUES ('Mark', 'John', 'mark@import.example', 'Jerusalem')`,
      );
      const body = await uploaded(
        'undo.csv',
        csv(
          'First Name,Last Name,Email,City',
          'Mark,John,mark@import.example,Antioch',
          'Silas,Singer,silas@import.example,Philippi',
          'Barnabas,Encourager,barnabas@import.example,Cyprus',
        ),
      );
      const done = await runToEnd(body.id, { mapping: body.mapping, existing: 'update' });
      expect(done.counts).toMatchObject({ create: 2, update: 1 });
      expect((await member('mark@import.example'))?.city).toBe('Antioch');
      // Changed since by someone else: left as it is.
      await db.query(
        "UPDATE community_members SET phone = '555-0199' WHERE email = 'barnabas@import.example'",
      );

      const undo = await admin.post(`/api/admin/imports/${body.id}/undo`).expect(200);
      expect(undo.body).toEqual({ removed: 1, restored: 1, kept: 1 });
      expect(await member('silas@import.example')).toBeUndefined();
      expect(await member('barnabas@import.example')).toBeDefined();
      expect((await member('mark@import.example'))?.city).toBe('Jerusalem');
      const again = await admin.post(`/api/admin/imports/${body.id}/undo`).expect(409);
      expect(again.body.message).toBe('This import has already been undone.');
      expect((await admin.get(`/api/admin/imports/${body.id}`)).body.status).toBe('undone');
    });

    it('no longer undoes an import finished more than 7 days ago', async () => {
      const body = await uploaded('old.csv', csv('Name,Email', 'Old Timer,old@import.example'));
      await runToEnd(body.id, { mapping: body.mapping });
      await db.query("UPDATE imports SET finished_at = now() - interval '8 days' WHERE id = $1", [
        body.id,
      ]);
      const res = await admin.post(`/api/admin/imports/${body.id}/undo`).expect(410);
      expect(res.body.message).toBe('An import can only be undone within 7 days.');
      expect(await member('old@import.example')).toBeDefined();
      // Past the undo period, the values kept for undo go at the next maintenance run; the report stays.
      const counts = await t.app.get(MaintenanceService).run();
      expect(JSON.stringify(counts)).toContain('importRowsForgotten');
      const rows = await db.query(
        'SELECT outcome, previous, applied FROM import_rows WHERE import_id = $1',
        [body.id],
      );
      expect(rows).toEqual([{ outcome: 'created', previous: null, applied: null }]);
    });
  });

  describe('files that are not a list of people', () => {
    it('refuses them with a clear 400 and keeps nothing', async () => {
      const before = Number((await db.query('SELECT count(*)::int AS n FROM imports'))[0].n);
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const refused: [string, Buffer, number, string | RegExp][] = [
        ['photo.csv', png, 400, /not a CSV text file/],
        ['book.xlsx', csv('Email', 'a@example.test'), 400, /not an Excel workbook/],
        ['zip.csv', Buffer.from('504b0304140000000800', 'hex'), 400, /not a CSV text file/],
        [
          'long.csv',
          csv('Email,Notes', `a@example.test,${'x'.repeat(70_000)}`),
          400,
          'Row 2 is longer than 64 KB: the file is probably not a list of people.',
        ],
        [
          'wide.csv',
          csv(Array.from({ length: 250 }, (_, i) => `c${i}`).join(',')),
          400,
          /more than 200 columns/,
        ],
        ['million.csv', Buffer.from(`${','.repeat(1_000_000)}\n`), 400, /longer than 64 KB/],
        [
          'quote.csv',
          csv('Email,Name', '"a@example.test,Open'),
          400,
          /a quote is opened and never closed/,
        ],
        ['empty.csv', csv('Email'), 400, 'The file has a header row but no people in it.'],
        [
          'people.txt',
          csv('Email', 'a@example.test'),
          400,
          'The file name must end in .csv or .xlsx.',
        ],
      ];
      for (const [name, content, status, message] of refused) {
        const res = await upload(name, content);
        expect({ name, status: res.status }).toEqual({ name, status });
        expect(res.body.message).toMatch(message);
      }
      const tooLarge = await upload('big.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 0x61));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe('The file is larger than 20 MB.');
      expect(Number((await db.query('SELECT count(*)::int AS n FROM imports'))[0].n)).toBe(before);
    });
  });
});
