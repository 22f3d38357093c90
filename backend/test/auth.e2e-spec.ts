import request from 'supertest';
import { UsersService } from '../src/modules/auth/users.service';
import { memberAgent, signInMember, uniqueEmail } from './support/community';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

describe('auth (POST /api/auth/login, GET /api/auth/user, logout)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '50' },
    });
  });
  afterAll(() => t.close());

  it('signs an administrator in and tells who is signed in, without any password field', async () => {
    const { agent, username } = await signedInAgent(t, { isAdmin: true });
    const res = await agent.get('/api/auth/user').expect(200);
    expect(res.body).toMatchObject({ username, isAdmin: true, email: `${username}@example.test` });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
  });

  it('answers 401 to GET /api/auth/user without a session', async () => {
    const res = await request(t.server).get('/api/auth/user').expect(401);
    expect(res.body.message).toBe('Not signed in');
  });

  it('gives the spec messages for missing username and password', async () => {
    const noUser = await request(t.server)
      .post('/api/auth/login')
      .send({ username: '', password: 'x' })
      .expect(400);
    expect(noUser.body.message).toBe('Username is required');
    expect(noUser.body.errors).toEqual([{ field: 'username', message: 'Username is required' }]);
    const noPassword = await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'someone' })
      .expect(400);
    expect(noPassword.body.message).toBe('Password is required');
  });

  it('refuses unknown fields and malformed JSON with 400, never 500', async () => {
    await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'a', password: 'b', isAdmin: true })
      .expect(400);
    await request(t.server)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"username":')
      .expect(400);
  });

  it('answers 401 to a wrong password and a user that does not exist, with the same message', async () => {
    const { username } = await signedInAgent(t, { isAdmin: true });
    const wrong = await request(t.server)
      .post('/api/auth/login')
      .send({ username, password: 'nope' })
      .expect(401);
    const missing = await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'nobody-here', password: 'nope' })
      .expect(401);
    expect(wrong.body.message).toBe(missing.body.message);
  });

  it('throttles an account with 429 after repeated failures, even for the right password', async () => {
    const { username, password } = await signedInAgent(t, { isAdmin: true });
    for (let i = 0; i < 3; i += 1) {
      await request(t.server)
        .post('/api/auth/login')
        .send({ username, password: 'wrong' })
        .expect(401);
    }
    const blocked = await request(t.server)
      .post('/api/auth/login')
      .send({ username, password })
      .expect(429);
    expect(blocked.body.message).toMatch(/too many/i);
  });

  it('gives a new session id at login (no session fixation)', async () => {
    const { username, password } = await signedInAgent(t, { isAdmin: false });
    const agent = request.agent(t.server);
    const first = await agent.post('/api/auth/login').send({ username, password }).expect(200);
    const second = await agent.post('/api/auth/login').send({ username, password }).expect(200);
    const sid = (res: request.Response) =>
      String(res.headers['set-cookie']).match(/ministry\.sid=([^;]+)/)?.[1];
    expect(sid(first)).toBeDefined();
    expect(sid(second)).toBeDefined();
    expect(sid(second)).not.toBe(sid(first));
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure only over HTTPS', async () => {
    const { username, password } = await signedInAgent(t, { isAdmin: false });
    const res = await request(t.server)
      .post('/api/auth/login')
      .send({ username, password })
      .expect(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('ends the session with POST /api/auth/logout', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: true });
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/user').expect(401);
  });

  it('redirects GET /api/login to the admin sign-in screen and GET /api/logout home, signed out', async () => {
    await request(t.server).get('/api/login').expect(302).expect('Location', '/admin/login');
    const { agent } = await signedInAgent(t, { isAdmin: true });
    await agent.get('/api/logout').expect(302).expect('Location', '/');
    await agent.get('/api/auth/user').expect(401);
  });

  it('keeps a community member signed in when the administrator in the same browser signs out', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: true });
    const email = uniqueEmail('both');
    await agent
      .post('/api/community/members')
      .send({ firstName: 'Ruth', lastName: 'Moab', email })
      .expect(201);
    await signInMember(t, agent, email);
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/user').expect(401);
    const session = await agent.get('/api/community/session').expect(200);
    expect(session.body).toMatchObject({ isLoggedIn: true, member: { name: 'Ruth Moab' } });
    await agent.post('/api/community/logout').expect(200);
    const after = await agent.get('/api/community/session').expect(200);
    expect(after.body.isLoggedIn).toBe(false);
  });

  it('refuses a state-changing request from another site', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: true });
    await agent.post('/api/auth/logout').set('Origin', 'https://elsewhere.example').expect(403);
    await agent.post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await agent.get('/api/auth/user').expect(200);
    await agent.post('/api/auth/logout').set('Sec-Fetch-Site', 'same-origin').expect(200);
  });

  it('signs out through GET /api/logout only on a navigation from the site itself', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: true });
    for (const site of ['cross-site', 'same-site']) {
      await agent
        .get('/api/logout')
        .set('Sec-Fetch-Site', site)
        .expect(302)
        .expect('Location', '/');
      await agent.get('/api/auth/user').expect(200);
    }
    await agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(302);
    await agent.get('/api/auth/user').expect(401);
  });

  it('does not carry a member sign-in made before the administrator signed in into the new session', async () => {
    const { username, password } = await signedInAgent(t, { isAdmin: true });
    const agent = request.agent(t.server);
    const { email } = await memberAgent(t, { firstName: 'Planted' });
    await signInMember(t, agent, email);
    expect((await agent.get('/api/community/session')).body.isLoggedIn).toBe(true);
    await agent.post('/api/auth/login').send({ username, password }).expect(200);
    await agent.get('/api/auth/user').expect(200);
    const session = await agent.get('/api/community/session').expect(200);
    expect(session.body.isLoggedIn).toBe(false);
  });

  it('refuses a write whose Origin matches a Host header the request chose itself', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: true });
    await agent
      .post('/api/auth/logout')
      .set('Host', 'evil.example')
      .set('Origin', 'http://evil.example')
      .expect(403);
    await agent.get('/api/auth/user').expect(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { username, password } = await signedInAgent(t, { isAdmin: false });
    const user = await t.app.get(UsersService).findByUsername(username);
    expect(user?.password).toMatch(/^\$argon2id\$/);
    expect(user?.password).not.toContain(password);
  });
});

describe('the session cookie behind an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://ministry.example' } });
  });
  afterAll(() => t.close());

  it('is Secure even when TLS ends at a proxy in front', async () => {
    const { username, password } = await signedInAgent(t, { isAdmin: true });
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username, password })
      .expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

describe('the first administrator', () => {
  it('is created from ADMIN_USERNAME and ADMIN_PASSWORD at start and can sign in', async () => {
    const t = await createTestApp({
      env: {
        ADMIN_USERNAME: 'pastor',
        ADMIN_PASSWORD: 'shepherd-of-the-flock',
        ADMIN_EMAIL: 'Pastor@Example.test',
      },
    });
    try {
      const res = await request(t.server)
        .post('/api/auth/login')
        .send({ username: 'pastor', password: 'shepherd-of-the-flock' })
        .expect(200);
      expect(res.body).toMatchObject({ isAdmin: true, email: 'pastor@example.test' });
    } finally {
      await t.close();
    }
  });
});
