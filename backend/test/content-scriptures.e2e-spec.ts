import request from 'supertest';
import { scriptureInput } from './support/content-factories';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

describe('scriptures (GET /api/scripture/weekly, /api/admin/scriptures)', () => {
  let t: TestApp;
  let admin: Agent;
  let user: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    user = (await signedInAgent(t, { isAdmin: false })).agent;
  });
  afterAll(() => t.close());

  it('answers 404 with a message when no scripture is shown on home', async () => {
    const res = await request(t.server).get('/api/scripture/weekly').expect(404);
    expect(res.body).toEqual({ message: 'No scripture available' });
  });

  it('creates a scripture, active and not on home by default', async () => {
    const { isActive: _ignored, ...input } = scriptureInput();
    const res = await admin.post('/api/admin/scriptures').send(input).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...input,
      isActive: true,
      displayOnHome: false,
      shownOnHome: false,
      createdAt: expect.any(String),
    });
  });

  it('lists scriptures newest first', async () => {
    const first = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201))
      .body;
    const second = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201))
      .body;
    const list = (await admin.get('/api/admin/scriptures').expect(200)).body as { id: number }[];
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('shows the active scripture most recently set to display on home as the weekly one', async () => {
    const a = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)).body;
    const b = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)).body;
    const shown = await admin
      .put(`/api/admin/scriptures/${b.id}`)
      .send({ displayOnHome: true })
      .expect(200);
    expect(shown.body).toMatchObject({ id: b.id, displayOnHome: true, text: b.text });
    await admin.put(`/api/admin/scriptures/${a.id}`).send({ displayOnHome: true }).expect(200);
    let weekly = await request(t.server).get('/api/scripture/weekly').expect(200);
    expect(weekly.body).toEqual({ id: a.id, text: a.text, reference: a.reference });
    // Both carry Home Display; the list says which one the home page shows.
    const listed = (await admin.get('/api/admin/scriptures').expect(200)).body as {
      id: number;
      displayOnHome: boolean;
      shownOnHome: boolean;
    }[];
    expect(listed.filter((s) => s.displayOnHome).map((s) => s.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(listed.filter((s) => s.shownOnHome).map((s) => s.id)).toEqual([a.id]);

    // Deactivating it (full-form PUT) falls back to the other one on home.
    await admin
      .put(`/api/admin/scriptures/${a.id}`)
      .send({ text: a.text, reference: a.reference, isActive: false })
      .expect(200);
    weekly = await request(t.server).get('/api/scripture/weekly').expect(200);
    expect(weekly.body.id).toBe(b.id);

    // Removing it from home leaves nothing.
    const removed = await admin
      .put(`/api/admin/scriptures/${b.id}`)
      .send({ displayOnHome: false })
      .expect(200);
    expect(removed.body).toMatchObject({ displayOnHome: false, isActive: true });
    await request(t.server).get('/api/scripture/weekly').expect(404);
  });

  it('keeps isActive and displayOnHome independent', async () => {
    const s = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)).body;
    await admin.put(`/api/admin/scriptures/${s.id}`).send({ displayOnHome: true }).expect(200);
    const edited = await admin
      .put(`/api/admin/scriptures/${s.id}`)
      .send({
        text: 'The Lord is my shepherd; I shall not want.',
        reference: 'Psalm 23:1',
        isActive: true,
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      text: 'The Lord is my shepherd; I shall not want.',
      reference: 'Psalm 23:1',
      isActive: true,
      displayOnHome: true,
    });
    const weekly = await request(t.server).get('/api/scripture/weekly').expect(200);
    expect(weekly.body).toEqual({
      id: s.id,
      text: 'The Lord is my shepherd; I shall not want.',
      reference: 'Psalm 23:1',
    });
    await admin.put(`/api/admin/scriptures/${s.id}`).send({ displayOnHome: false }).expect(200);
  });

  it.each([
    [{ text: 'x' }, 'text', 'Scripture text must be at least 2 characters'],
    [{ text: undefined }, 'text', 'Scripture text must be at least 2 characters'],
    [{ reference: 'J' }, 'reference', 'Reference must be at least 2 characters'],
    [{ reference: undefined }, 'reference', 'Reference must be at least 2 characters'],
    [{ isActive: 'no' }, 'isActive', 'isActive must be true or false'],
  ])('refuses a bad form %j with the spec message', async (change, field, message) => {
    const res = await admin.post('/api/admin/scriptures').send(scriptureInput(change)).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
    const s = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)).body;
    const put = await admin
      .put(`/api/admin/scriptures/${s.id}`)
      .send(scriptureInput(change))
      .expect(400);
    expect(put.body.message).toBe(message);
  });

  it('needs the full form on PUT unless only displayOnHome is sent', async () => {
    const s = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)).body;
    const empty = await admin.put(`/api/admin/scriptures/${s.id}`).send({}).expect(400);
    expect(empty.body.message).toBe('Scripture text must be at least 2 characters');
    const bad = await admin
      .put(`/api/admin/scriptures/${s.id}`)
      .send({ displayOnHome: 'yes' })
      .expect(400);
    expect(bad.body.message).toBe('displayOnHome must be true or false');
  });

  it('deletes with 204, then answers 404', async () => {
    const s = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)).body;
    await admin.delete(`/api/admin/scriptures/${s.id}`).expect(204);
    const again = await admin.delete(`/api/admin/scriptures/${s.id}`).expect(404);
    expect(again.body).toEqual({ message: 'Scripture not found' });
    await admin.put(`/api/admin/scriptures/${s.id}`).send({ displayOnHome: true }).expect(404);
    const malformed = await admin
      .put('/api/admin/scriptures/nope')
      .send({ displayOnHome: true })
      .expect(404);
    expect(malformed.body).toEqual({ message: 'Scripture not found' });
  });

  it('refuses the admin routes anonymously (401) and to a non-administrator (403)', async () => {
    await request(t.server).get('/api/admin/scriptures').expect(401);
    await request(t.server).post('/api/admin/scriptures').send(scriptureInput()).expect(401);
    await user.get('/api/admin/scriptures').expect(403);
    await user.post('/api/admin/scriptures').send(scriptureInput()).expect(403);
    await user.put('/api/admin/scriptures/1').send({ displayOnHome: true }).expect(403);
    await user.delete('/api/admin/scriptures/1').expect(403);
  });
});
