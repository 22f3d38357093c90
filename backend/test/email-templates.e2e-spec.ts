import request from 'supertest';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { TEMPLATE_INPUT } from './support/email-fixtures';

describe('e-mail templates (/api/email/templates)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(() => t.close());

  it('refuses anonymous (401) and non-admin users (403)', async () => {
    await request(t.server).get('/api/email/templates').expect(401);
    await request(t.server).post('/api/email/templates').send(TEMPLATE_INPUT).expect(401);
    const { agent: user } = await signedInAgent(t, { isAdmin: false });
    await user.get('/api/email/templates').expect(403);
    await user.post('/api/email/templates').send(TEMPLATE_INPUT).expect(403);
    await user.put('/api/email/templates/1').send({ name: 'x' }).expect(403);
    await user.get('/api/email/templates/1/preview').expect(403);
  });

  it.each([
    ['name', { name: '' }, 'Template name is required'],
    ['name', { name: '   ' }, 'Template name is required'],
    ['name', { name: undefined }, 'Template name is required'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['subject', { subject: undefined }, 'Subject is required'],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: ' \n ' }, 'Message is required'],
    ['name', { name: 'x'.repeat(201) }, 'Template name must be at most 200 characters'],
    ['subject', { subject: 'x'.repeat(301) }, 'Subject must be at most 300 characters'],
  ])('400 for %s %j with "%s"', async (field, change, message) => {
    const res = await admin
      .post('/api/email/templates')
      .send({ ...TEMPLATE_INPUT, ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('creates a template with the optional fields and isActive defaulting to true', async () => {
    const res = await admin
      .post('/api/email/templates')
      .send({ name: 'Plain', subject: 'Hello', message: 'Body' })
      .expect(201);
    expect(res.body).toMatchObject({
      name: 'Plain',
      subject: 'Hello',
      greeting: null,
      message: 'Body',
      signature: null,
      isActive: true,
    });
    expect(typeof res.body.id).toBe('number');
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('lists newest first, edits with PUT and 404s unknown ids', async () => {
    const created = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body;
    const list = (await admin.get('/api/email/templates').expect(200)).body;
    expect(list[0]).toMatchObject({ id: created.id, name: TEMPLATE_INPUT.name, isActive: true });
    const edited = (
      await admin
        .put(`/api/email/templates/${created.id}`)
        .send({ subject: 'New subject', isActive: false })
        .expect(200)
    ).body;
    expect(edited).toMatchObject({
      subject: 'New subject',
      isActive: false,
      name: TEMPLATE_INPUT.name,
    });
    const bad = await admin
      .put(`/api/email/templates/${created.id}`)
      .send({ name: '' })
      .expect(400);
    expect(bad.body.message).toBe('Template name is required');
    await admin.put('/api/email/templates/999999').send({ name: 'x' }).expect(404);
    await admin.get('/api/email/templates/999999/preview').expect(404);
    const outOfRange = await admin.get('/api/email/templates/99999999999/preview').expect(404);
    expect(outOfRange.body.message).toBe('Email template not found');
  });

  it('previews a template for a sample recipient, merge fields filled, text escaped', async () => {
    const created = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body;
    const preview = (await admin.get(`/api/email/templates/${created.id}/preview`).expect(200))
      .body;
    expect(preview.subject).toBe('A word of hope for you, Sarah');
    expect(preview.recipient).toContain('Sarah Johnson');
    expect(preview.html).toContain('Dear Sarah Johnson,');
    expect(preview.html).toContain('faith &amp; obedience &lt;together&gt;');
    expect(preview.html).not.toContain('<together>');
    expect(preview.html).toContain('Unsubscribe');
    expect(preview.text).toContain('faith & obedience <together>');
    expect(preview.text).toContain('In His service,\nThe Ministry Team');
  });
});
