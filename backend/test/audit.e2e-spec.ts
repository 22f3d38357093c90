import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ACCESS_KEY } from '../src/common/access/access.decorators';
import { AUDIT_KEY, type AuditMetadata } from '../src/common/audit/audit.decorator';
import { ACTION_LABELS } from '../src/modules/audit/audit-labels';
import { AuditRetention } from '../src/modules/audit/audit.retention';
import { AuditService } from '../src/modules/audit/audit.service';
import { eventInput } from './support/content-factories';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

interface Row {
  id: string;
  at: string;
  actorId: number | null;
  actorRole: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  actionLabel: string;
  targetLabel: string | null;
  summary: Record<string, unknown>;
  clientAddress: string | null;
  requestId: string | null;
}

/**
 * docs/architecture.md, "Audit trail": what is recorded, what never is, who may read it, and how
 * long it stays.
 */
describe('the audit trail', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;
  let admin: Agent;
  let adminId: number;
  let adminUsername: string;
  let seq = 0;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ workers: true, env: { SMTP_URL: sink.url } });
    db = t.app.get(DataSource);
    ({
      agent: admin,
      id: adminId,
      username: adminUsername,
    } = await signedInAgent(t, { role: 'administrator' }));
    await db.query("UPDATE users SET first_name = 'Deborah', last_name = 'Judge' WHERE id = $1", [
      adminId,
    ]);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** The trail's rows of `action` (newest first), through the API. */
  async function rowsOf(action: string, query: Record<string, string | number> = {}) {
    const res = await admin
      .get('/api/admin/audit')
      .query({ action, ...query })
      .expect(200);
    return res.body.items as Row[];
  }

  async function signIn(username: string, password: string): Promise<request.Response> {
    return request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username, password });
  }

  it('records creating, changing and deleting an event: who, role, target, field names, address, request id', async () => {
    const created = await admin
      .post('/api/admin/events')
      .set('X-Request-Id', 'audit-create-1')
      .send(eventInput())
      .expect(201);
    const id = String(created.body.id);
    await admin
      .put(`/api/admin/events/${id}`)
      .send(eventInput({ title: 'Renamed' }))
      .expect(200);
    await admin.delete(`/api/admin/events/${id}`).expect(204);

    const [create] = await rowsOf('event.create');
    expect(create).toMatchObject({
      actorId: adminId,
      actorRole: 'administrator',
      actorName: 'Deborah Judge',
      actorEmail: `${adminUsername}@example.test`,
      action: 'event.create',
      targetType: 'event',
      targetId: id,
      requestId: 'audit-create-1',
      summary: {
        fields: ['date', 'description', 'isSpecial', 'location', 'time', 'title'],
      },
    });
    expect(create.clientAddress).toBeTruthy();
    expect((await rowsOf('event.update'))[0]).toMatchObject({ targetId: id, actorId: adminId });
    expect((await rowsOf('event.delete'))[0]).toMatchObject({ targetId: id, actorId: adminId });
    // A refused write (400) is not a change: nothing recorded.
    const before = (await rowsOf('event.create', { pageSize: 100 })).length;
    await admin.post('/api/admin/events').send({}).expect(400);
    expect((await rowsOf('event.create', { pageSize: 100 })).length).toBe(before);
    // Reads are not recorded unless a route says so.
    await admin.get('/api/admin/events').expect(200);
    const anyEventRead = await admin.get('/api/admin/audit').query({ action: 'events.list' });
    expect(anyEventRead.body.total).toBe(0);
  });

  it('records only the settings that changed, each with its old and new value', async () => {
    const current = (await admin.get('/api/admin/settings').expect(200)).body as Record<
      string,
      unknown
    >;
    const body = { ...current };
    stripReadOnlySettings(body);
    await admin
      .put('/api/admin/settings')
      .send({ ...body, doubleOptIn: !current.doubleOptIn })
      .expect(200);
    const [row] = await rowsOf('settings.update');
    expect(row.summary).toEqual({
      fields: ['doubleOptIn'],
      changes: [{ field: 'doubleOptIn', from: current.doubleOptIn, to: !current.doubleOptIn }],
    });
    expect(row).toMatchObject({
      actionLabel: 'Changed the settings',
      targetLabel: 'Site settings',
    });
    // Saving again unchanged records a save that changed nothing.
    await admin
      .put('/api/admin/settings')
      .send({ ...body, doubleOptIn: !current.doubleOptIn })
      .expect(200);
    expect((await rowsOf('settings.update'))[0].summary).toEqual({ fields: [], changes: [] });
  });

  it('names actions and targets in words: the person, the event, even once the row is old', async () => {
    const created = await admin
      .post('/api/admin/events')
      .send(eventInput({ title: 'Harvest Supper' }));
    const [create] = await rowsOf('event.create');
    expect(create).toMatchObject({
      targetId: String(created.body.id),
      actionLabel: 'Created an event',
      targetLabel: 'Harvest Supper',
    });
    await admin.delete(`/api/admin/events/${created.body.id}`).expect(204);
    const [gone] = await rowsOf('event.delete');
    expect(gone.targetLabel).toBe(`Event #${created.body.id}`);

    // A row written before labels existed (an action name no route uses now) still reads.
    await db.query(
      `INSERT INTO audit_events (actor_id, actor_name, action, target_type, target_id, summary)
       VALUES ($1, 'Deborah Judge', 'auth.password_ok', 'user', $2, '{"fields":["a","b"]}')`,
      [adminId, String(adminId)],
    );
    const [old] = await rowsOf('auth.password_ok');
    expect(old).toMatchObject({
      actionLabel: 'Password accepted, second factor asked',
      targetLabel: 'Deborah Judge',
      summary: { fields: ['a', 'b'] },
    });
    const actions = (await admin.get('/api/admin/audit/action-labels').expect(200)).body as {
      action: string;
      label: string;
    }[];
    expect(actions).toContainEqual({ action: 'event.create', label: 'Created an event' });
  });

  it('has words for every action a staff route records, and for the second-factor ones', () => {
    const discovery = t.app.get(DiscoveryService);
    const scanner = t.app.get(MetadataScanner);
    const unnamed: string[] = [];
    for (const wrapper of discovery.getControllers()) {
      const controller = wrapper.metatype as new (...args: unknown[]) => object;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const access =
          Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller);
        const declared = Reflect.getMetadata(AUDIT_KEY, handler) as AuditMetadata | undefined;
        // What the interceptor records: a signed-in account's writes, and reads marked @Audit.
        if (!['signed-in', 'staff', 'admin'].includes(access)) continue;
        if (method === 'GET' && !declared) continue;
        const area = base
          .split('/')
          .filter((part) => part && part !== 'api' && part !== 'admin' && !part.startsWith(':'))
          .join('.');
        const verb = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        const action = declared?.action ?? [area, verb].filter(Boolean).join('.');
        if (!ACTION_LABELS[action]) unnamed.push(`${method} ${base} ${name}: ${action}`);
      }
    }
    expect(unnamed).toEqual([]);
    for (const action of [
      'auth.sign_in',
      'auth.sign_in_failed',
      'auth.password_ok',
      'auth.second_factor_failed',
      'auth.second_factor_locked',
    ])
      expect(ACTION_LABELS[action]).toBeTruthy();
    expect(ACTION_LABELS['auth.second_factor_failed']).toBe('Wrong second-factor code');
    expect(ACTION_LABELS['auth.second_factor_locked']).toBe('Second factor locked');
  });

  it('records sign-in and failed sign-in; an unknown name is kept nowhere', async () => {
    const { username, id } = await signedInAgent(t, { role: 'content' });
    const ok = (await rowsOf('auth.sign_in')).find((r) => r.actorId === id);
    expect(ok).toMatchObject({ actorRole: 'content', targetType: 'user', targetId: String(id) });

    expect((await signIn(username, 'not the password at all')).status).toBe(401);
    const [failed] = await rowsOf('auth.sign_in_failed');
    expect(failed).toMatchObject({
      actorId: id,
      actorRole: 'content',
      actorEmail: `${username}@example.test`,
      summary: { reason: 'wrong_password' },
    });

    const typedByMistake = `my-secret-password-${Date.now()}`;
    expect((await signIn(typedByMistake, 'whatever it is')).status).toBe(401);
    const [unknown] = await rowsOf('auth.sign_in_failed');
    expect(unknown).toMatchObject({
      actorId: null,
      actorName: null,
      actorEmail: null,
      targetId: null,
      summary: { reason: 'unknown_account' },
    });
    const [{ count }] = await db.query(
      'SELECT count(*)::int AS count FROM audit_events WHERE row_to_json(audit_events)::text LIKE $1',
      [`%${typedByMistake}%`],
    );
    expect(count).toBe(0);
  });

  it('records an invitation, a role change and a deactivation', async () => {
    const email = `invitee${++seq}-${Date.now()}@example.test`;
    const invited = await admin
      .post('/api/admin/staff/invitations')
      .send({ email, role: 'pastoral' })
      .expect(201);
    const [invite] = await rowsOf('staff.invite');
    expect(invite).toMatchObject({
      actorId: adminId,
      targetType: 'invitation',
      targetId: String(invited.body.invitationId),
      summary: { fields: ['email', 'role'], email, role: 'pastoral' },
    });

    const { id } = await signedInAgent(t, { role: 'content' });
    await admin.put(`/api/admin/staff/accounts/${id}/role`).send({ role: 'pastoral' }).expect(200);
    expect((await rowsOf('staff.role_change'))[0]).toMatchObject({
      actorId: adminId,
      targetType: 'staff',
      targetId: String(id),
      summary: { fields: ['role'], role: 'pastoral' },
    });
    await admin.post(`/api/admin/staff/accounts/${id}/deactivate`).expect(200);
    expect((await rowsOf('staff.deactivate'))[0]).toMatchObject({ targetId: String(id) });
  });

  it('records the members export and each opening of a counseling request, never its text', async () => {
    await admin.get('/api/community/members/export').query({ search: 'ruth' }).expect(200);
    expect((await rowsOf('members.export'))[0]).toMatchObject({
      actorId: adminId,
      summary: { filters: ['search'] },
    });

    const { agent: pastor, id: pastorId } = await signedInAgent(t, { role: 'pastoral' });
    const [{ id }] = await db.query(
      `INSERT INTO counseling_requests (name, email, category, background, current_situation, specific_needs)
       VALUES ('Hannah', 'hannah@example.test', 'Family Issues', 'b', 'c', 'd') RETURNING id`,
    );
    await pastor.get(`/api/admin/counseling/${id}/responses`).expect(200);
    await pastor.get(`/api/admin/counseling/${id}/responses`).expect(200);
    const views = (await rowsOf('counseling.view')).filter((r) => r.targetId === String(id));
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      actorId: pastorId,
      actorRole: 'pastoral',
      targetType: 'counseling_request',
    });

    const confidential = 'The confidential words of a pastoral answer';
    await pastor
      .post(`/api/admin/counseling/${id}/responses`)
      .send({ message: confidential })
      .expect(201);
    const [respond] = await rowsOf('counseling.respond');
    expect(respond).toMatchObject({ targetId: String(id), summary: {} });
    await pastor.put(`/api/admin/counseling/${id}`).send({ status: 'closed' }).expect(200);
    expect((await rowsOf('counseling.status_change'))[0].summary).toEqual({
      fields: ['status'],
      status: 'closed',
    });
    const [{ count }] = await db.query(
      "SELECT count(*)::int AS count FROM audit_events WHERE summary::text ILIKE '%confidential%' OR summary::text LIKE '%\"message\"%'",
    );
    expect(count).toBe(0);
  });

  it('keeps no secrets in a summary, whatever a caller passes', async () => {
    await t.app.get(AuditService).record({
      actor: { id: adminId, username: adminUsername, role: 'administrator' },
      action: 'auth.totp_enrol',
      summary: {
        method: 'totp',
        secret: 'JBSWY3DPEHPK3PXP',
        recoveryCodes: ['a1b2', 'c3d4'],
        nested: { newPassword: 'hunter2 hunter2', token: 'tok', kept: 'yes' },
        fields: ['password', 'firstName'],
      },
    });
    const [row] = await rowsOf('auth.totp_enrol');
    expect(row.summary).toEqual({
      method: 'totp',
      nested: { kept: 'yes' },
      fields: ['password', 'firstName'],
    });
    // Through the interceptor a body's secret fields are not even named.
    const email = `reset${++seq}-${Date.now()}@example.test`;
    await admin.post('/api/admin/staff/invitations').send({ email, role: 'content' }).expect(201);
    await sink.waitFor(() => sink.received(email).length >= 1, 10_000, `mail to ${email}`);
    const text = (await SmtpSink.parse(sink.received(email)[0])).text ?? '';
    const token = /token=([A-Za-z0-9_-]{43})/.exec(text)![1];
    // Accepting is public (no staff actor): not a staff write, so not recorded by the interceptor.
    await request(t.server)
      .post('/api/auth/invitation/accept')
      .send({ token, firstName: 'Ruth', lastName: 'Moabite', password: 'a quiet garden at dawn' })
      .expect(201);
    const [{ count }] = await db.query(
      'SELECT count(*)::int AS count FROM audit_events WHERE row_to_json(audit_events)::text LIKE $1 OR row_to_json(audit_events)::text LIKE $2',
      [`%${token}%`, '%a quiet garden%'],
    );
    expect(count).toBe(0);
  });

  it('filters by person, action and dates, newest first, paginated with a total', async () => {
    const { agent: other, id: otherId } = await signedInAgent(t, { role: 'content' });
    for (let i = 0; i < 3; i++)
      await other.post('/api/admin/events').send(eventInput()).expect(201);

    const page1 = await admin
      .get('/api/admin/audit')
      .query({ actorId: otherId, action: 'event.create', pageSize: 2 })
      .expect(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.items).toHaveLength(2);
    const page2 = await admin
      .get('/api/admin/audit')
      .query({ actorId: otherId, action: 'event.create', pageSize: 2, page: 2 })
      .expect(200);
    expect(page2.body.items).toHaveLength(1);
    const all = [...page1.body.items, ...page2.body.items] as Row[];
    expect(all.every((r) => r.actorId === otherId && r.action === 'event.create')).toBe(true);
    const times = all.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((r) => r.id)).size).toBe(3);

    // Everyone's, newest first: this person's sign-in came before their events.
    const everything = (await admin.get('/api/admin/audit').query({ actorId: otherId }).expect(200))
      .body.items as Row[];
    expect(everything.map((r) => r.action)).toEqual([
      'event.create',
      'event.create',
      'event.create',
      'auth.sign_in',
    ]);

    const future = new Date(Date.now() + 3600_000).toISOString();
    const none = await admin.get('/api/admin/audit').query({ actorId: otherId, from: future });
    expect(none.body.total).toBe(0);
    const past = new Date(Date.now() - 3600_000).toISOString();
    const some = await admin
      .get('/api/admin/audit')
      .query({ actorId: otherId, from: past, to: future });
    expect(some.body.total).toBe(4);
    const earlier = await admin.get('/api/admin/audit').query({ actorId: otherId, to: past });
    expect(earlier.body.total).toBe(0);

    const actions = await admin.get('/api/admin/audit/actions').expect(200);
    expect(actions.body).toEqual(expect.arrayContaining(['auth.sign_in', 'event.create']));

    for (const [query, message] of [
      [{ pageSize: 101 }, 'Page size must be a whole number from 1 to 100'],
      [{ page: 0 }, 'Page must be a whole number from 1'],
      [{ from: 'yesterday' }, 'From must be a date (ISO 8601)'],
      [{ actorId: 'someone' }, 'Person must be a staff account id'],
      [{ action: 'DROP TABLE' }, 'Action must be an action name such as event.create'],
    ] as const) {
      const res = await admin.get('/api/admin/audit').query(query).expect(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('exports the filtered trail as a formula-safe CSV', async () => {
    const { agent: sly, id: slyId } = await signedInAgent(t, { role: 'content' });
    await db.query(
      'UPDATE users SET first_name = \'=HYPERLINK("http://evil.example")\', last_name = NULL WHERE id = $1',
      [slyId],
    );
    await sly.post('/api/admin/events').send(eventInput()).expect(201);
    const res = await admin
      .get('/api/admin/audit/export.csv')
      .query({ actorId: slyId, action: 'event.create' })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body as string;
    expect(text.startsWith('\ufeffWhen,Person ID,Name,E-mail,Role,Action')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(',event.create,event,');
    expect(lines[1]).not.toMatch(/,=/);

    // Bad filters are a 400 here too.
    await admin.get('/api/admin/audit/export.csv').query({ to: 'soon' }).expect(400);
  });

  it('is for Administrators only', async () => {
    for (const role of ['pastoral', 'content', 'communications'] as const) {
      const { agent } = await signedInAgent(t, { role });
      for (const path of ['/api/admin/audit', '/api/admin/audit/export.csv']) {
        const res = await agent.get(path).expect(403);
        expect(res.body.message).toBe('You do not have permission to read the audit trail.');
      }
    }
    await request(t.server).get('/api/admin/audit').expect(401);
  });

  it('is append-only in the database: no UPDATE, no DELETE of a row younger than the retention', async () => {
    await expect(db.query("UPDATE audit_events SET action = 'forged'")).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM audit_events')).rejects.toThrow(
      /only rows older than 730 days/,
    );
    const [{ count }] = await db.query(
      "SELECT count(*)::int AS count FROM audit_events WHERE action = 'forged'",
    );
    expect(count).toBe(0);
  });

  it('erases rows past the retention period (a setting, 2 years by default) on the maintenance run', async () => {
    const insertAged = async (days: number) => {
      const [{ id }] = await db.query(
        `INSERT INTO audit_events (at, action) VALUES (now() - make_interval(days => $1), 'test.aged') RETURNING id`,
        [days],
      );
      return String(id);
    };
    const old = await insertAged(800);
    const recent = await insertAged(100);
    const retention = t.app.get(AuditRetention);
    expect(await retention.eraseExpired(new Date())).toBe(1);
    let left = (await rowsOf('test.aged')).map((r) => r.id);
    expect(left).toEqual([recent]);
    expect(left).not.toContain(old);

    const settings = (await admin.get('/api/admin/settings').expect(200)).body as Record<
      string,
      unknown
    >;
    expect(settings.retainAuditEventsDays).toBe(730);
    stripReadOnlySettings(settings);
    const tooShort = await admin
      .put('/api/admin/settings')
      .send({ ...settings, retainAuditEventsDays: 29 })
      .expect(400);
    const message = 'The audit trail must be kept a whole number of days from 30 to 3650';
    expect(tooShort.body).toEqual({
      message,
      errors: [{ field: 'retainAuditEventsDays', message }],
    });
    await admin
      .put('/api/admin/settings')
      .send({ ...settings, retainAuditEventsDays: 90 })
      .expect(200);
    // A settings change is a staff write like any other.
    expect((await rowsOf('settings.update'))[0].summary.fields).toContain('retainAuditEventsDays');
    // The database reads the same period: the 100-day-old row may go now, a younger one still not.
    await expect(
      db.query("DELETE FROM audit_events WHERE at > now() - interval '89 days'"),
    ).rejects.toThrow(/only rows older than 90 days/);
    expect(await retention.eraseExpired(new Date())).toBe(1);
    left = (await rowsOf('test.aged')).map((r) => r.id);
    expect(left).toEqual([]);
  });
});
