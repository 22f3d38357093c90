import request from 'supertest';
import { createTestApp, signedInAgent, type Agent, type TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

/** The spec's English texts (§5, §8), which English callers keep getting byte for byte. */
const EMAIL_MESSAGE = 'Please enter a valid email address';
const NAME_MESSAGE = 'Name must be at least 2 characters';

describe("server messages in the caller's language", () => {
  let t: TestApp;
  let admin: Agent;
  let saved: Record<string, unknown>;

  const offer = (languages: string[]) =>
    admin
      .put('/api/admin/settings')
      .send({ ...saved, defaultLanguage: 'en', languages })
      .expect(200);
  const signUp = (headers: Record<string, string> = {}, email = 'not-an-email') =>
    request(t.server)
      .post('/api/community/members')
      .set(headers)
      .send({ firstName: 'Ana', lastName: 'Lopez', email });

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    saved = stripReadOnlySettings({ ...(await admin.get('/api/admin/settings')).body });
  });
  afterAll(async () => {
    await offer(['en']);
    await t.close();
  });

  it('answers in English while the site offers English alone, whatever the browser asks', async () => {
    const res = await signUp({ 'Accept-Language': 'es' }).expect(400);
    expect(res.body).toEqual({
      message: EMAIL_MESSAGE,
      errors: [{ field: 'email', message: EMAIL_MESSAGE }],
    });
    expect(res.headers['content-language']).toBeUndefined();
  });

  describe('once the site offers Spanish, Portuguese, French and Hebrew', () => {
    beforeAll(() => offer(['en', 'es', 'pt-BR', 'fr', 'he']));

    it('gives a sign-up with a bad e-mail the Spanish message, in the same shape', async () => {
      const res = await signUp({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' }).expect(400);
      expect(res.body).toEqual({
        message: 'Introduzca una dirección de correo electrónico válida',
        errors: [
          { field: 'email', message: 'Introduzca una dirección de correo electrónico válida' },
        ],
      });
      expect(res.headers['content-language']).toBe('es');
    });

    it('gives the spec text in English with no language asked for, or English asked for', async () => {
      for (const headers of [{}, { 'Accept-Language': 'en-GB' }, { 'Accept-Language': 'de' }]) {
        const res = await signUp(headers).expect(400);
        expect(res.body).toEqual({
          message: EMAIL_MESSAGE,
          errors: [{ field: 'email', message: EMAIL_MESSAGE }],
        });
      }
    });

    it('takes the language cookie over Accept-Language, and ?lang= over both', async () => {
      const subscribe = (path: string, headers: Record<string, string>) =>
        request(t.server).post(path).set(headers).send({ name: 'R', email: 'r@example.org' });
      const byCookie = await subscribe('/api/subscribe', {
        Cookie: 'lang=pt-BR',
        'Accept-Language': 'es',
      }).expect(400);
      expect(byCookie.body.message).toBe('O nome deve ter pelo menos 2 caracteres');
      expect(byCookie.headers['content-language']).toBe('pt-BR');
      const byQuery = await subscribe('/api/subscribe?lang=fr', { Cookie: 'lang=pt-BR' }).expect(
        400,
      );
      expect(byQuery.headers['content-language']).toBe('fr');
      expect(byQuery.body.errors).toEqual([{ field: 'name', message: byQuery.body.message }]);
      expect(byQuery.body.message).toBe('Le nom doit comporter au moins 2 caractères');
      const hebrew = await subscribe('/api/subscribe', { 'Accept-Language': 'he-IL' }).expect(400);
      expect(hebrew.body.message).toBe('השם חייב להכיל לפחות 2 תווים');
      const english = await subscribe('/api/subscribe', {}).expect(400);
      expect(english.body.message).toBe(NAME_MESSAGE);
    });

    it('translates a message built with values, keeping the values', async () => {
      const res = await request(t.server)
        .post('/api/subscribe')
        .set('Accept-Language', 'es')
        .send({ name: 'Ruth', email: 'ruth@example.org', favouriteColour: 'blue' })
        .expect(400);
      expect(res.body.message).toBe('la propiedad favouriteColour no debería existir');
    });

    it("translates a domain error's message, and keeps its status", async () => {
      const res = await request(t.server)
        .get('/api/teachings/no-such-teaching')
        .set('Accept-Language', 'es')
        .expect(404);
      expect(res.body).toEqual({ message: 'Enseñanza no encontrada' });
      const english = await request(t.server).get('/api/teachings/no-such-teaching').expect(404);
      expect(english.body).toEqual({ message: 'Teaching not found' });
    });

    it('leaves a sign-up that succeeds as it was', async () => {
      await signUp({ 'Accept-Language': 'es' }, `ana-${Date.now()}@example.org`).expect(201);
    });
  });
});
