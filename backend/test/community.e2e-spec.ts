import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  emailsIn,
  latestSignInMail,
  memberAgent,
  signInMark,
  uniqueEmail,
} from './support/community';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

const LOGIN_REQUIRED = 'Please log in to your community account to continue.';
const SIGNED_UP = {
  isLoggedIn: false,
  member: null,
  message: 'Welcome! Check your e-mail: we have sent a link to sign in to the community.',
};
const LINK_SENT = {
  message: 'Check your e-mail: if this address belongs to a member, a sign-in link is on its way.',
};
const sid = (res: request.Response) =>
  String(res.headers['set-cookie'] ?? '').match(/ministry\.sid=([^;]+)/)?.[1];

const FULL_MEMBER = {
  firstName: '  Ruth ',
  lastName: 'Moabite',
  phone: '+1 555 0100',
  age: 30,
  sex: 'female',
  maritalStatus: 'widowed',
  spiritualLevel: 'growing',
  needs: ['prayer', 'bible_study', 'prayer'],
  interests: ['worship', 'outreach'],
  city: 'Bethlehem',
  state: 'Judah',
  country: 'Israel',
  occupation: 'Gleaner',
  notes: 'Wherever you go, I will go.',
  subscribeToEmails: false,
};

describe('community members: sign-up (POST /api/community/members)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(() => t.close());

  it('stores every field, normalises the e-mail, and e-mails a sign-in link instead of signing in', async () => {
    const email = uniqueEmail('Ruth');
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/community/members')
      .send({ ...FULL_MEMBER, email: `  ${email.toUpperCase()} ` })
      .expect(201);
    expect(res.body).toEqual(SIGNED_UP);
    expect(emailsIn(res.body)).toEqual([]);
    const session = await agent.get('/api/community/session').expect(200);
    expect(session.body).toEqual({ isLoggedIn: false, member: null });

    const mail = await latestSignInMail(t, email);
    expect(mail).toMatchObject({
      kind: 'welcome',
      name: 'Ruth Moabite',
      email: email.toLowerCase(),
    });
    const signedIn = await agent
      .post('/api/community/login/verify')
      .send({ token: mail.token })
      .expect(200);
    expect(signedIn.body).toEqual({
      isLoggedIn: true,
      member: { name: 'Ruth Moabite', joinedAt: expect.any(String) },
    });

    const list = await admin.get('/api/community/members').expect(200);
    const stored = list.body.find((m: { email: string }) => m.email === email.toLowerCase());
    expect(stored).toEqual({
      id: expect.any(Number),
      ...FULL_MEMBER,
      firstName: 'Ruth',
      needs: ['prayer', 'bible_study'],
      email: email.toLowerCase(),
      createdAt: signedIn.body.member.joinedAt,
      updatedAt: expect.any(String),
    });
  });

  it('subscribes by default, treats empty optional inputs as not given, and accepts age as text', async () => {
    const email = uniqueEmail();
    await request(t.server)
      .post('/api/community/members')
      .send({
        firstName: 'Boaz',
        lastName: 'Ephrathite',
        email,
        phone: '',
        age: '45',
        sex: '',
        maritalStatus: '',
        spiritualLevel: '',
        city: '  ',
        notes: null,
      })
      .expect(201);
    const list = await admin.get('/api/community/members').expect(200);
    expect(list.body.find((m: { email: string }) => m.email === email)).toMatchObject({
      subscribeToEmails: true,
      phone: null,
      age: 45,
      sex: null,
      maritalStatus: null,
      spiritualLevel: null,
      needs: [],
      interests: [],
      city: null,
      notes: null,
    });
  });

  it('answers an address already a member, whatever its case, as a new one, and mails its owner', async () => {
    const email = uniqueEmail();
    await memberAgent(t, { email, firstName: 'First' });
    const res = await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'Again', lastName: 'Member', email: ` ${email.toUpperCase()}` })
      .expect(201);
    expect(res.body).toEqual(SIGNED_UP);
    expect(await latestSignInMail(t, email)).toMatchObject({
      kind: 'already-member',
      name: 'First Member',
    });
    const list = await admin.get('/api/community/members').expect(200);
    const stored = list.body.filter((m: { email: string }) => m.email === email);
    expect(stored).toEqual([expect.objectContaining({ firstName: 'First' })]);
  });

  it('keeps one member for several simultaneous sign-ups with one address, answering each alike', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(t.server)
          .post('/api/community/members')
          .send({ firstName: 'Race', lastName: 'Runner', email }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    for (const r of results) expect(r.body).toEqual(SIGNED_UP);
    const [{ count }] = await t.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM community_members WHERE email = $1', [email]);
    expect(count).toBe(1);
  });

  const base = () => ({ firstName: 'Valid', lastName: 'Person', email: uniqueEmail() });
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing e-mail', { email: undefined }, 'email', 'Please enter a valid email address'],
    [
      'a malformed e-mail',
      { email: 'not-an-email' },
      'email',
      'Please enter a valid email address',
    ],
    ['a missing first name', { firstName: undefined }, 'firstName', 'First name is required'],
    ['a blank first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['an empty last name', { lastName: '' }, 'lastName', 'Last name is required'],
    ['an age of 12', { age: 12 }, 'age', 'Must be at least 13 years old'],
    ['an age of 121', { age: 121 }, 'age', 'Please enter a valid age'],
    ['a fractional age', { age: 13.5 }, 'age', 'Please enter a valid age'],
    ['an age that is not a number', { age: 'twenty' }, 'age', 'Please enter a valid age'],
    ['an unknown sex', { sex: 'other' }, 'sex', 'Please select a valid gender'],
    [
      'an unknown marital status',
      { maritalStatus: 'engaged' },
      'maritalStatus',
      'Please select a valid marital status',
    ],
    [
      'an unknown spiritual level',
      { spiritualLevel: 'saint' },
      'spiritualLevel',
      'Please select a valid spiritual journey',
    ],
    [
      'an unknown need',
      { needs: ['prayer', 'money'] },
      'needs',
      'Please choose support needs from the listed areas',
    ],
    [
      'needs not a list',
      { needs: 'prayer' },
      'needs',
      'Please choose support needs from the listed areas',
    ],
    [
      'an unknown interest',
      { interests: ['golf'] },
      'interests',
      'Please choose ministry interests from the listed options',
    ],
    [
      'a subscribe flag that is not a boolean',
      { subscribeToEmails: 'yes' },
      'subscribeToEmails',
      'Subscribe to email updates must be true or false',
    ],
    [
      'a first name over 100 characters',
      { firstName: 'x'.repeat(101) },
      'firstName',
      'First name must be at most 100 characters',
    ],
    [
      'notes over 5000 characters',
      { notes: 'x'.repeat(5001) },
      'notes',
      'Additional notes must be at most 5000 characters',
    ],
  ];
  it.each(cases)(
    'refuses %s with the message of spec §5',
    async (_label, change, field, message) => {
      const res = await request(t.server)
        .post('/api/community/members')
        .send({ ...base(), ...change })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field, message });
    },
  );

  it('accepts the age limits 13 and 120, and every choice of spec §5 and §9', async () => {
    for (const age of [13, 120])
      await request(t.server)
        .post('/api/community/members')
        .send({ ...base(), age, sex: 'prefer_not_to_say', maritalStatus: 'prefer_not_to_say' })
        .expect(201);
    await request(t.server)
      .post('/api/community/members')
      .send({
        ...base(),
        spiritualLevel: 'new_believer',
        needs: [
          'prayer',
          'bible_study',
          'counseling',
          'fellowship',
          'mentorship',
          'financial_guidance',
          'healing',
          'deliverance',
          'marriage_support',
          'youth_guidance',
        ],
        interests: [
          'worship',
          'teaching',
          'evangelism',
          'community_service',
          'youth_ministry',
          'women_ministry',
          'men_ministry',
          'music',
          'prayer_team',
          'outreach',
        ],
      })
      .expect(201);
  });

  it('refuses unknown fields', async () => {
    const res = await request(t.server)
      .post('/api/community/members')
      .send({ ...base(), isAdmin: true })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'isAdmin',
      message: 'property isAdmin should not exist',
    });
  });
});

describe('community session (login, session, logout)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
  });
  afterAll(() => t.close());

  it('is logged out without a session', async () => {
    const res = await request(t.server).get('/api/community/session').expect(200);
    expect(res.body).toEqual({ isLoggedIn: false, member: null });
  });

  it('e-mails a member a link for the address, trimmed and in any case; each sign-in is a new session id', async () => {
    const { email } = await memberAgent(t, { firstName: 'Hannah', lastName: 'Elkanah' });
    const agent = request.agent(t.server);
    const welcome = await signInMark(t, email);
    const asked = await agent
      .post('/api/community/login')
      .send({ email: `  ${email.toUpperCase()}  ` })
      .expect(202);
    expect(asked.body).toEqual(LINK_SENT);
    expect((await agent.get('/api/community/session')).body.isLoggedIn).toBe(false);
    const mail = await latestSignInMail(t, email, welcome);
    expect(mail).toMatchObject({ kind: 'sign-in', name: 'Hannah Elkanah' });
    expect(mail.link).toMatch(/\/community\?signin=[\w-]{43}$/);
    expect(mail.code).toMatch(/^\d{6}$/);
    const first = await agent
      .post('/api/community/login/verify')
      .send({ token: mail.token })
      .expect(200);
    expect(first.body).toEqual({
      isLoggedIn: true,
      member: { name: 'Hannah Elkanah', joinedAt: expect.any(String) },
    });
    await agent.post('/api/community/login').send({ email }).expect(202);
    const { code } = await latestSignInMail(t, email, mail.signInId);
    const second = await agent
      .post('/api/community/login/verify')
      .send({ email, code })
      .expect(200);
    expect(sid(first)).toBeDefined();
    expect(sid(second)).toBeDefined();
    expect(sid(second)).not.toBe(sid(first));
    const session = await agent.get('/api/community/session').expect(200);
    expect(session.body.member.name).toBe('Hannah Elkanah');
    expect(emailsIn(session.body)).toEqual([]);
  });

  it("answers an unknown address exactly as a member's, and a malformed one with 400", async () => {
    const unknown = await request(t.server)
      .post('/api/community/login')
      .send({ email: uniqueEmail('nobody') })
      .expect(202);
    expect(unknown.body).toEqual(LINK_SENT);
    const malformed = await request(t.server)
      .post('/api/community/login')
      .send({ email: 'nope' })
      .expect(400);
    expect(malformed.body.message).toBe('Please enter a valid email address');
    const missing = await request(t.server).post('/api/community/login').send({}).expect(400);
    expect(missing.body.message).toBe('Please enter a valid email address');
  });

  it('logs out', async () => {
    const { agent } = await memberAgent(t);
    const res = await agent.post('/api/community/logout').expect(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect((await agent.get('/api/community/session').expect(200)).body).toEqual({
      isLoggedIn: false,
      member: null,
    });
    await agent
      .post('/api/testimonials')
      .send({ name: 'x', email: 'x@example.test', category: 'Faith', title: 't', testimony: 't' })
      .expect(401);
  });

  it('keeps the admin session apart: a member logout leaves the admin signed in', async () => {
    const { agent, username } = await signedInAgent(t, { isAdmin: true });
    const { email } = await memberAgent(t);
    const before = await signInMark(t, email);
    await agent.post('/api/community/login').send({ email }).expect(202);
    const { token } = await latestSignInMail(t, email, before);
    await agent.post('/api/community/login/verify').send({ token }).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.username).toBe(username);
    expect((await agent.get('/api/community/session')).body.isLoggedIn).toBe(true);
    await agent.post('/api/community/logout').expect(200);
    expect((await agent.get('/api/community/session')).body.isLoggedIn).toBe(false);
    expect((await agent.get('/api/auth/user').expect(200)).body.username).toBe(username);
  });

  it('does not make an admin session a member session, nor a member session an admin one', async () => {
    const { agent } = await signedInAgent(t, { isAdmin: true });
    expect((await agent.get('/api/community/session')).body.isLoggedIn).toBe(false);
    const member = await memberAgent(t);
    await member.agent.get('/api/auth/user').expect(401);
    await member.agent.get('/api/community/members').expect(401);
  });

  it('treats the session of a deleted member as logged out', async () => {
    const { agent, id } = await memberAgent(t);
    const admin = (await signedInAgent(t, { isAdmin: true })).agent;
    await admin.delete(`/api/community/members/${id}`).expect(204);
    const res = await agent
      .post('/api/testimonials')
      .send({ name: 'x', email: 'x@example.test', category: 'Faith', title: 't', testimony: 't' })
      .expect(401);
    expect(res.body.message).toBe(LOGIN_REQUIRED);
    expect((await agent.get('/api/community/session').expect(200)).body).toEqual({
      isLoggedIn: false,
      member: null,
    });
  });
});

describe('testimonials (public, member, admin)', () => {
  let t: TestApp;
  let admin: Agent;
  let adminName: string;
  let member: Awaited<ReturnType<typeof memberAgent>>;

  const testimony = (overrides: Record<string, unknown> = {}) => ({
    name: 'Naomi of Bethlehem',
    email: 'Naomi.Private@Example.test',
    category: 'Restoration',
    title: 'Bitter, then blessed',
    testimony: 'The Lord restored what the years had taken.',
    ...overrides,
  });

  async function submit(overrides: Record<string, unknown> = {}): Promise<number> {
    const title = `Story ${Math.random().toString(36).slice(2)}`;
    await member.agent
      .post('/api/testimonials')
      .send(testimony({ title, ...overrides }))
      .expect(201);
    const all = await admin.get('/api/admin/testimonials').expect(200);
    return all.body.find((x: { title: string }) => x.title === title).id;
  }

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    const signedIn = await signedInAgent(t, { isAdmin: true });
    admin = signedIn.agent;
    adminName = signedIn.username;
    member = await memberAgent(t);
  });
  afterAll(() => t.close());

  it('asks an anonymous visitor to log in before sharing', async () => {
    const res = await request(t.server).post('/api/testimonials').send(testimony()).expect(401);
    expect(res.body.message).toMatch(/log in/);
  });

  it("stores the signed-in member's account address, not the one typed (a reply must reach them)", async () => {
    await member.agent
      .post('/api/testimonials')
      .send(testimony({ email: 'an.old.address@example.test' }))
      .expect(201);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT email, member_id FROM testimonials ORDER BY id DESC LIMIT 1');
    expect(row).toEqual({ email: member.email, member_id: member.id });
    expect(member.email).not.toBe('an.old.address@example.test');
  });

  it('stores a member testimony as pending, linked to the member, and hides it until approved', async () => {
    const res = await member.agent.post('/api/testimonials').send(testimony()).expect(201);
    expect(res.body).toEqual({
      message: 'Thank you for sharing your story! It will be reviewed before being published.',
    });
    const [row] = await t.app
      .get(DataSource)
      .query(
        'SELECT status, member_id, email, is_featured FROM testimonials ORDER BY id DESC LIMIT 1',
      );
    expect(row).toEqual({
      status: 'pending',
      member_id: member.id,
      email: member.email,
      is_featured: false,
    });
    expect((await request(t.server).get('/api/testimonials').expect(200)).body).toEqual([]);
  });

  it('publishes approved testimonies newest first, never with an e-mail, and no name when anonymous', async () => {
    const older = await submit({ category: 'Healing', name: 'Named Person' });
    const newer = await submit({ category: 'Faith', isAnonymous: true, name: 'Hidden Person' });
    const pending = await submit({ category: 'Faith' });
    for (const id of [older, newer])
      await admin.put(`/api/admin/testimonials/${id}`).send({ status: 'approved' }).expect(200);

    const res = await request(t.server).get('/api/testimonials').expect(200);
    expect(res.body.map((x: { id: number }) => x.id)).toEqual([newer, older]);
    expect(res.body.map((x: { id: number }) => x.id)).not.toContain(pending);
    expect(res.body[0]).toEqual({
      id: newer,
      name: null,
      category: 'Faith',
      title: expect.any(String),
      testimony: 'The Lord restored what the years had taken.',
      isAnonymous: true,
      isFeatured: false,
      submittedAt: expect.any(String),
    });
    expect(res.body[1].name).toBe('Named Person');
    expect(JSON.stringify(res.body)).not.toContain('Hidden Person');
    expect(emailsIn(res.body)).toEqual([]);
  });

  it('filters by a category of spec §9 and refuses an unknown one', async () => {
    const res = await request(t.server).get('/api/testimonials?category=Healing').expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((x: { category: string }) => x.category === 'Healing')).toBe(true);
    const all = await request(t.server).get('/api/testimonials?category=').expect(200);
    expect(all.body.length).toBeGreaterThan(res.body.length);
    const bad = await request(t.server).get('/api/testimonials?category=Gossip').expect(400);
    expect(bad.body.message).toBe('Please choose one of the testimony categories');
  });

  it('lists approved featured testimonies separately, without e-mails', async () => {
    const id = await submit({ isAnonymous: true });
    await admin
      .put(`/api/admin/testimonials/${id}`)
      .send({ status: 'approved', isFeatured: true })
      .expect(200);
    const res = await request(t.server).get('/api/testimonials/featured').expect(200);
    expect(res.body.map((x: { id: number }) => x.id)).toEqual([id]);
    expect(res.body[0]).toMatchObject({ isFeatured: true, name: null });
    expect(emailsIn(res.body)).toEqual([]);
  });

  const base = () => testimony();
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '  ' }, 'name', 'Name is required'],
    ['a malformed e-mail', { email: 'naomi' }, 'email', 'Please enter a valid email address'],
    ['a missing e-mail', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['a missing category', { category: undefined }, 'category', 'Category is required'],
    [
      'an unknown category',
      { category: 'Gossip' },
      'category',
      'Please choose one of the testimony categories',
    ],
    ['a missing title', { title: undefined }, 'title', 'Title is required'],
    ['a blank title', { title: ' ' }, 'title', 'Title is required'],
    ['a missing testimony', { testimony: undefined }, 'testimony', 'Testimony is required'],
    ['an empty testimony', { testimony: '' }, 'testimony', 'Testimony is required'],
    [
      'a title over 200 characters',
      { title: 'x'.repeat(201) },
      'title',
      'Title must be at most 200 characters',
    ],
    [
      'a testimony over 10000 characters',
      { testimony: 'x'.repeat(10001) },
      'testimony',
      'Testimony must be at most 10000 characters',
    ],
    [
      'an anonymous flag that is not a boolean',
      { isAnonymous: 'maybe' },
      'isAnonymous',
      'Anonymous must be true or false',
    ],
  ];
  it.each(cases)('refuses %s', async (_label, change, field, message) => {
    const res = await member.agent
      .post('/api/testimonials')
      .send({ ...base(), ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  describe('moderation (admin)', () => {
    it('lists every testimony newest first with e-mail, status, approval and createdAt', async () => {
      const id = await submit({ name: 'Full Name', isAnonymous: true });
      const res = await admin.get('/api/admin/testimonials').expect(200);
      expect(res.body[0]).toEqual({
        id,
        name: 'Full Name',
        email: member.email,
        category: 'Restoration',
        title: expect.any(String),
        testimony: expect.any(String),
        isAnonymous: true,
        isFeatured: false,
        status: 'pending',
        submittedAt: expect.any(String),
        approvedAt: null,
        approvedBy: null,
        createdAt: expect.any(String),
      });
      const times = res.body.map((x: { submittedAt: string }) => Date.parse(x.submittedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('approves (recording when and by whom), features, and rejecting clears the feature', async () => {
      const id = await submit();
      const approved = await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ status: 'approved' })
        .expect(200);
      expect(approved.body).toMatchObject({
        status: 'approved',
        approvedBy: adminName,
        approvedAt: expect.any(String),
      });
      const featured = await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ isFeatured: true })
        .expect(200);
      expect(featured.body).toMatchObject({ isFeatured: true, status: 'approved' });
      const unfeatured = await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ isFeatured: false })
        .expect(200);
      expect(unfeatured.body.isFeatured).toBe(false);
      await admin.put(`/api/admin/testimonials/${id}`).send({ isFeatured: true }).expect(200);
      const rejected = await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ status: 'rejected' })
        .expect(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        isFeatured: false,
        approvedAt: null,
        approvedBy: null,
      });
      const publicIds = (await request(t.server).get('/api/testimonials')).body.map(
        (x: { id: number }) => x.id,
      );
      expect(publicIds).not.toContain(id);
      const featuredIds = (await request(t.server).get('/api/testimonials/featured')).body.map(
        (x: { id: number }) => x.id,
      );
      expect(featuredIds).not.toContain(id);
    });

    it('refuses to feature a testimony that is not approved', async () => {
      const id = await submit();
      const res = await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ isFeatured: true })
        .expect(400);
      expect(res.body.message).toBe('Only approved testimonials can be featured');
      await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ status: 'rejected', isFeatured: true })
        .expect(400);
      const all = await admin.get('/api/admin/testimonials');
      expect(all.body.find((x: { id: number }) => x.id === id)).toMatchObject({
        status: 'pending',
        isFeatured: false,
      });
    });

    it('validates the update', async () => {
      const id = await submit();
      const empty = await admin.put(`/api/admin/testimonials/${id}`).send({}).expect(400);
      expect(empty.body.message).toBe('Send a status or isFeatured to update');
      const status = await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ status: 'published' })
        .expect(400);
      expect(status.body.message).toBe('Status must be pending, approved or rejected');
      const flag = await admin
        .put(`/api/admin/testimonials/${id}`)
        .send({ isFeatured: 'yes' })
        .expect(400);
      expect(flag.body.message).toBe('Featured must be true or false');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '99999999999', '0', '-1']) {
        const res = await admin
          .put(`/api/admin/testimonials/${id}`)
          .send({ status: 'approved' })
          .expect(404);
        expect(res.body.message).toBe('Testimonial not found');
        await admin.delete(`/api/admin/testimonials/${id}`).expect(404);
      }
    });

    it('deletes a testimony', async () => {
      const id = await submit();
      await admin.delete(`/api/admin/testimonials/${id}`).expect(204);
      await admin.delete(`/api/admin/testimonials/${id}`).expect(404);
    });

    it('keeps moderation to administrators: 401 anonymous and member, 403 non-admin', async () => {
      const user = (await signedInAgent(t, { isAdmin: false })).agent;
      for (const [verb, path] of [
        ['get', '/api/admin/testimonials'],
        ['put', '/api/admin/testimonials/1'],
        ['delete', '/api/admin/testimonials/1'],
      ] as const) {
        await request(t.server)[verb](path).send({ status: 'approved' }).expect(401);
        await member.agent[verb](path).send({ status: 'approved' }).expect(401);
        await user[verb](path).send({ status: 'approved' }).expect(403);
      }
    });
  });
});

describe('community members (admin): list, delete, export', () => {
  let t: TestApp;
  let admin: Agent;
  const tag = `t${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    const members: Record<string, unknown>[] = [
      {
        firstName: 'Abigail',
        lastName: 'Carmel',
        maritalStatus: 'married',
        spiritualLevel: 'mature',
      },
      {
        firstName: 'Dorcas',
        lastName: `Joppa${tag}`,
        maritalStatus: 'widowed',
        spiritualLevel: 'new_believer',
        subscribeToEmails: false,
      },
      {
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: '@SUM(A1)',
        phone: '+1 555 0100',
        city: '-2+3',
        notes: 'Zoë\tnotes, "quoted"',
        maritalStatus: 'single',
        spiritualLevel: 'seeking',
        needs: ['prayer', 'healing'],
      },
    ];
    for (const m of members) await memberAgent(t, { ...m, email: uniqueEmail(tag) });
  });
  afterAll(() => t.close());

  it('lists members newest first with every field', async () => {
    const res = await admin.get('/api/community/members').expect(200);
    expect(res.body).toHaveLength(3);
    expect(res.body.map((m: { firstName: string }) => m.firstName)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Dorcas',
      'Abigail',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'email',
        'phone',
        'age',
        'sex',
        'maritalStatus',
        'spiritualLevel',
        'needs',
        'interests',
        'city',
        'state',
        'country',
        'occupation',
        'notes',
        'subscribeToEmails',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });

  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        row.push(cell);
        cell = '';
      } else if (c === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i += 1;
      } else cell += c;
    }
    if (cell || row.length) rows.push([...row, cell]);
    return rows;
  }

  async function exportCsv(query = ''): Promise<{ res: request.Response; rows: string[][] }> {
    const res = await admin
      .get(`/api/community/members/export${query}`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = (res.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return { res, rows: parseCsv(text.slice(1)) };
  }

  it('exports every member as a UTF-8 CSV attachment with a header row, formulas escaped', async () => {
    const { res, rows } = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="community-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows[0]).toEqual([
      'ID',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Age',
      'Gender',
      'Marital Status',
      'Spiritual Level',
      'Needs',
      'Interests',
      'City',
      'State/Province',
      'Country',
      'Occupation',
      'Notes',
      'Subscribed to Emails',
      'Joined',
      'Updated',
    ]);
    expect(rows).toHaveLength(4);
    const risky = rows.find((r) => r[1].includes('HYPERLINK')) as string[];
    expect(risky[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(risky[2]).toBe(`'@SUM(A1)`);
    expect(risky[4]).toBe(`'+1 555 0100`);
    expect(risky[9]).toBe('prayer; healing');
    expect(risky[11]).toBe(`'-2+3`);
    expect(risky[15]).toBe('Zoë\tnotes, "quoted"');
    for (const row of rows.slice(1))
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('filters the export as the screen filters: search, marital status, spiritual level, subscription', async () => {
    const names = (rows: string[][]) => rows.slice(1).map((r) => r[1]);
    expect(names((await exportCsv('?search=ABIG')).rows)).toEqual(['Abigail']);
    expect(names((await exportCsv(`?search=${tag.toUpperCase()}`)).rows)).toHaveLength(3);
    expect(names((await exportCsv(`?search=joppa${tag}`)).rows)).toEqual(['Dorcas']);
    expect(names((await exportCsv('?search=%25')).rows)).toEqual([]);
    expect(names((await exportCsv('?maritalStatus=widowed')).rows)).toEqual(['Dorcas']);
    expect(names((await exportCsv('?spiritualLevel=mature')).rows)).toEqual(['Abigail']);
    expect(names((await exportCsv('?subscribeToEmails=false')).rows)).toEqual(['Dorcas']);
    expect(names((await exportCsv('?subscribeToEmails=true')).rows)).toHaveLength(2);
    expect(
      names((await exportCsv('?search=&maritalStatus=&spiritualLevel=&subscribeToEmails=')).rows),
    ).toHaveLength(3);
    expect(names((await exportCsv('?maritalStatus=married&spiritualLevel=seeking')).rows)).toEqual(
      [],
    );
  });

  it('answers one page of the filtered members with both counts when asked for a page', async () => {
    const first = await admin.get('/api/community/members?page=1&pageSize=2').expect(200);
    expect(first.body).toMatchObject({ total: 3, totalMembers: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((m: { firstName: string }) => m.firstName)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Dorcas',
    ]);
    const second = await admin.get('/api/community/members?page=2&pageSize=2').expect(200);
    expect(second.body.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Abigail']);
    // The same member fields as the plain list.
    const plain = await admin.get('/api/community/members').expect(200);
    expect(second.body.items[0]).toEqual(plain.body[2]);

    const filtered = await admin
      .get(`/api/community/members?pageSize=20&search=${tag.toUpperCase()}&subscribeToEmails=true`)
      .expect(200);
    expect(filtered.body).toMatchObject({ total: 2, totalMembers: 3, page: 1, pageSize: 20 });

    const byName = await admin.get('/api/community/members?page=1&sort=name').expect(200);
    expect(byName.body.items.map((m: { firstName: string }) => m.firstName)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Abigail',
      'Dorcas',
    ]);
    const byNameDesc = await admin
      .get('/api/community/members?page=1&sort=name&order=desc')
      .expect(200);
    expect(byNameDesc.body.items.map((m: { firstName: string }) => m.firstName)).toEqual([
      'Dorcas',
      'Abigail',
      '=HYPERLINK("http://evil.example","click")',
    ]);
    const oldest = await admin.get('/api/community/members?page=1&order=asc').expect(200);
    expect(oldest.body.items[0].firstName).toBe('Abigail');
    const beyond = await admin.get('/api/community/members?page=9&pageSize=2').expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 3, totalMembers: 3 });
  });

  it('refuses a malformed page, page size or order with 400', async () => {
    for (const [query, message] of [
      ['page=0', 'page must be at least 1'],
      ['page=two', 'page must be a whole number'],
      ['pageSize=101', 'pageSize must be at most 100'],
      ['pageSize=1.5', 'pageSize must be a whole number'],
      ['page=1&sort=age', 'sort must be one of joined, name, email'],
      ['page=1&order=up', 'order must be asc or desc'],
    ]) {
      const res = await admin.get(`/api/community/members?${query}`).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('counts the summary cards in the database', async () => {
    const res = await admin.get('/api/community/members/summary').expect(200);
    expect(res.body).toEqual({ total: 3, subscribers: 2, newBelievers: 1, needPrayer: 1 });
  });

  it('refuses unknown filter values', async () => {
    const res = await admin.get('/api/community/members/export?maritalStatus=engaged').expect(400);
    expect(res.body.message).toBe('Please select a valid marital status');
    await admin.get('/api/community/members/export?subscribeToEmails=maybe').expect(400);
    await admin.get('/api/community/members/export?spiritualLevel=saint').expect(400);
  });

  it('deletes a member with their data; an approved testimony stays as Anonymous', async () => {
    const { agent, id } = await memberAgent(t, { email: uniqueEmail('leaving') });
    const db = t.app.get(DataSource);
    for (const title of ['Kept', 'Erased']) {
      await agent
        .post('/api/testimonials')
        .send({
          name: 'Leaving',
          email: 'leaving@example.test',
          category: 'Faith',
          title,
          testimony: `${title} after the member leaves`,
        })
        .expect(201);
    }
    const [kept] = await db.query(
      'SELECT id FROM testimonials WHERE member_id = $1 AND title = $2',
      [id, 'Kept'],
    );
    await admin.put(`/api/admin/testimonials/${kept.id}`).send({ status: 'approved' }).expect(200);
    await agent
      .post('/api/counseling')
      .send({
        name: 'Leaving',
        email: 'leaving@example.test',
        category: 'Other',
        background: 'b',
        currentSituation: 'c',
        specificNeeds: 'd',
      })
      .expect(201);
    await admin.delete(`/api/community/members/${id}`).expect(204);
    await admin.delete(`/api/community/members/${id}`).expect(404);
    expect(
      await db.query('SELECT name, email, member_id FROM testimonials WHERE title = ANY($1)', [
        ['Kept', 'Erased'],
      ]),
    ).toEqual([{ name: 'Anonymous', email: '', member_id: null }]);
    expect(
      await db.query('SELECT 1 FROM counseling_requests WHERE email = $1', [
        'leaving@example.test',
      ]),
    ).toEqual([]);
    const ids = (await admin.get('/api/community/members')).body.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(id);
  });

  it('answers 404 for an unknown or malformed member id', async () => {
    for (const id of ['999999', 'abc', '4294967296']) {
      const res = await admin.delete(`/api/community/members/${id}`).expect(404);
      expect(res.body.message).toBe('Community member not found');
    }
  });

  it('keeps the member list, export and delete to administrators', async () => {
    const user = (await signedInAgent(t, { isAdmin: false })).agent;
    const { agent: member } = await memberAgent(t);
    for (const [verb, path] of [
      ['get', '/api/community/members'],
      ['get', '/api/community/members/export'],
      ['delete', '/api/community/members/1'],
    ] as const) {
      await request(t.server)[verb](path).expect(401);
      await member[verb](path).expect(401);
      await user[verb](path).expect(403);
    }
  });
});

describe('community members (admin) at scale: the export streams in batches', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    // 2,500 members who joined in one instant: the batches must neither skip nor repeat any of them.
    await t.app.get(DataSource).query(
      `INSERT INTO community_members (first_name, last_name, email, created_at)
       SELECT 'Member', 'N' || n, 'bulk' || n || '@example.test', '2026-01-01T00:00:00.123456Z'
         FROM generate_series(1, 2500) AS n`,
    );
  });
  afterAll(() => t.close());

  it('exports every member once, newest first', async () => {
    const res = await admin
      .get('/api/community/members/export')
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const lines = (res.body as Buffer).toString('utf8').trim().split('\r\n');
    const emails = lines.slice(1).map((line) => line.split(',')[3]);
    expect(emails).toHaveLength(2500);
    expect(new Set(emails).size).toBe(2500);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const summary = await admin.get('/api/community/members/summary').expect(200);
    expect(summary.body).toEqual({
      total: 2500,
      subscribers: 2500,
      newBelievers: 0,
      needPrayer: 0,
    });
  });
});

describe('community login throttling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      workers: false,
      env: { SIGN_IN_LIMIT_PER_CLIENT: '6', SIGN_IN_LIMIT_PER_EMAIL: '3' },
    });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after repeated requests for one address, member or not', async () => {
    const email = uniqueEmail('probe');
    for (let i = 0; i < 3; i += 1) {
      await request(t.server).post('/api/community/login').send({ email }).expect(202);
    }
    const blocked = await request(t.server)
      .post('/api/community/login')
      .send({ email })
      .expect(429);
    expect(blocked.body.message).toMatch(/too many sign-in attempts/i);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after repeated requests from one client, whatever the addresses', async () => {
    // The first test counted 4 from this client.
    for (let i = 0; i < 2; i += 1) {
      await request(t.server)
        .post('/api/community/login')
        .send({ email: uniqueEmail('probe') })
        .expect(202);
    }
    await request(t.server)
      .post('/api/community/login')
      .send({ email: uniqueEmail('probe') })
      .expect(429);
    await request(t.server)
      .post('/api/community/login/verify')
      .send({ email: uniqueEmail('probe'), code: '123456' })
      .expect(429);
  });
});
