import { Logger } from '@nestjs/common';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { latestSignInMail, memberAgent, signInMark, uniqueEmail } from './support/community';
import { eventually } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, TestApp } from './support/test-app';

const LINK_SENT = {
  message: 'Check your e-mail: if this address belongs to a member, a sign-in link is on its way.',
};
const SIGNED_UP = {
  isLoggedIn: false,
  member: null,
  message: 'Welcome! Check your e-mail: we have sent a link to sign in to the community.',
};
const USED = 'This sign-in link has already been used. Please ask for a new one.';
const EXPIRED = 'This sign-in link has expired. Please ask for a new one.';
const INVALID = 'This sign-in link is not valid. Please ask for a new one.';
const WRONG_CODE =
  'This code is not valid, or has expired. Check the latest e-mail, or ask for a new link.';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

describe('member sign-in by e-mailed link (POST /api/community/login, /login/verify)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** A member who has just asked for a sign-in e-mail, and that e-mail. */
  async function askedToSignIn() {
    const member = await memberAgent(t, { firstName: 'Lydia', lastName: 'Thyatira' });
    const before = await signInMark(t, member.email);
    await request(t.server).post('/api/community/login').send({ email: member.email }).expect(202);
    return { ...member, mail: await latestSignInMail(t, member.email, before) };
  }

  const verify = (body: object, agent = request.agent(t.server)) =>
    agent.post('/api/community/login/verify').send(body);

  it('signs in once with a link: a second use, by anyone, is refused', async () => {
    const { mail } = await askedToSignIn();
    const agent = request.agent(t.server);
    const res = await verify({ token: mail.token }, agent).expect(200);
    expect(res.body).toEqual({
      isLoggedIn: true,
      member: { name: 'Lydia Thyatira', joinedAt: expect.any(String) },
    });
    expect((await agent.get('/api/community/session')).body.isLoggedIn).toBe(true);
    expect((await verify({ token: mail.token }).expect(400)).body.message).toBe(USED);
    // Its code went with it.
    expect((await verify({ email: mail.email, code: mail.code }).expect(400)).body.message).toBe(
      WRONG_CODE,
    );
  });

  it('stores neither the token nor the code, only keyed hashes', async () => {
    const { mail, id } = await askedToSignIn();
    const rows: Record<string, unknown>[] = await db.query(
      'SELECT * FROM member_sign_ins WHERE member_id = $1 AND used_at IS NULL',
      [id],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(mail.token);
    expect(stored).not.toContain(mail.code);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a link or a code after 15 minutes', async () => {
    const { mail, id } = await askedToSignIn();
    const [row] = await db.query(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM member_sign_ins WHERE member_id = $1',
      [id],
    );
    expect(row.seconds).toBe(15 * 60);
    await db.query(
      "UPDATE member_sign_ins SET expires_at = now() - interval '1 second' WHERE member_id = $1",
      [id],
    );
    expect((await verify({ token: mail.token }).expect(400)).body.message).toBe(EXPIRED);
    expect((await verify({ email: mail.email, code: mail.code }).expect(400)).body.message).toBe(
      WRONG_CODE,
    );
  });

  it('refuses a tampered token, and keeps only the newest e-mail of a member valid', async () => {
    const { mail, email } = await askedToSignIn();
    const last = mail.token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${mail.token.slice(0, -1)}${last}`;
    expect((await verify({ token: tampered }).expect(400)).body.message).toBe(INVALID);
    await request(t.server).post('/api/community/login').send({ email }).expect(202);
    const newer = await latestSignInMail(t, email, mail.signInId);
    expect(newer.token).not.toBe(mail.token);
    expect((await verify({ token: mail.token }).expect(400)).body.message).toBe(INVALID);
    await verify({ token: newer.token }).expect(200);
  });

  it('signs in on another device with the e-mail and the 6-digit code, once', async () => {
    const { mail } = await askedToSignIn();
    const agent = request.agent(t.server);
    const res = await verify({ email: ` ${mail.email.toUpperCase()} `, code: mail.code }, agent);
    expect(res.status).toBe(200);
    expect(res.body.member.name).toBe('Lydia Thyatira');
    expect((await agent.get('/api/community/session')).body.isLoggedIn).toBe(true);
    await verify({ email: mail.email, code: mail.code }).expect(400);
    expect((await verify({ token: mail.token }).expect(400)).body.message).toBe(USED);
  });

  it('burns a code after five wrong guesses: the right one then fails too, and so does the link', async () => {
    const { mail } = await askedToSignIn();
    const wrong = mail.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await verify({ email: mail.email, code: wrong }).expect(400)).body.message).toBe(
        WRONG_CODE,
      );
    }
    expect((await verify({ email: mail.email, code: mail.code }).expect(400)).body.message).toBe(
      WRONG_CODE,
    );
    expect((await verify({ token: mail.token }).expect(400)).body.message).toBe(EXPIRED);
  });

  it('answers a code for an address that is no member exactly as a wrong code', async () => {
    const res = await verify({ email: uniqueEmail('stranger'), code: '123456' }).expect(400);
    expect(res.body.message).toBe(WRONG_CODE);
  });

  it('answers malformed input with 400 and a clear message', async () => {
    const cases: [object, string][] = [
      [{ token: 'short' }, INVALID],
      [{ token: 42 }, INVALID],
      [
        { email: 'ruth@example.test', code: '12345' },
        'Please enter the 6-digit code from the e-mail',
      ],
      [
        { email: 'ruth@example.test', code: 123456 },
        'Please enter the 6-digit code from the e-mail',
      ],
      [{ email: 'nope', code: '123456' }, 'Please enter a valid email address'],
      [{}, 'Please enter a valid email address'],
    ];
    for (const [body, message] of cases) {
      const res = await verify(body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
  });

  it('answers login for a member and a stranger alike, in the same time (median gap ≤ 50 ms)', async () => {
    const members: string[] = [];
    for (let i = 0; i < 20; i += 1) members.push((await memberAgent(t)).email);
    const time = async (email: string) => {
      const start = performance.now();
      const res = await request(t.server).post('/api/community/login').send({ email });
      const ms = performance.now() - start;
      expect({ status: res.status, body: res.body }).toEqual({ status: 202, body: LINK_SENT });
      return ms;
    };
    await time(uniqueEmail('warm-up'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (const email of members) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('stranger')));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThanOrEqual(50);
  });

  /**
   * Medians of 30 calls each, alternating, for members' addresses and strangers'. `call` times one
   * answer and hands back a check that the work it left for after its answer (a member's sign-in row
   * and e-mail, a new address's link) is done: that is waited for before the next call, so it never
   * lands in the next call's time, however busy the machine.
   */
  async function alternatingMedians(
    call: (known: boolean, i: number) => Promise<{ ms: number; done: () => Promise<boolean> }>,
  ): Promise<{ known: number; unknown: number }> {
    const settled = async (done: () => Promise<boolean>) => {
      const deadline = Date.now() + 10_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error('the work after an answer never finished');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    for (let i = 0; i < 4; i += 1) await settled((await call(i % 2 === 0, -1 - i)).done);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const isKnown = i % 2 === 0;
      const { ms, done } = await call(isKnown, i);
      (isKnown ? known : unknown).push(ms);
      await settled(done);
    }
    return { known: median(known), unknown: median(unknown) };
  }

  /**
   * How far the medians may be apart: 2.5 ms, or 15% of the faster one on a machine busy enough to
   * slow both (before the fix a member's answer took 55% longer than a stranger's).
   */
  const allowedGap = ({ known, unknown }: { known: number; unknown: number }) =>
    Math.max(2.5, 0.15 * Math.min(known, unknown));

  /**
   * Expects the medians of `round` within the allowed gap. A burst of load from elsewhere on a shared
   * machine can part one round's medians, so a round beyond the gap is measured once more and the
   * second round decides; a real difference parts both.
   */
  async function expectAlike(round: () => Promise<{ known: number; unknown: number }>) {
    let medians = await round();
    if (Math.abs(medians.known - medians.unknown) > allowedGap(medians)) medians = await round();
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThanOrEqual(allowedGap(medians));
  }

  /** Times one request. */
  const timed = async <T>(send: () => Promise<T>): Promise<{ ms: number; answer: T }> => {
    const start = performance.now();
    const answer = await send();
    return { ms: performance.now() - start, answer };
  };

  it('answers login for a member and a stranger in the same time: medians of 60 alternating calls within 2.5 ms (or 15%)', async () => {
    const members: string[] = [];
    for (let i = 0; i < 34; i += 1) members.push((await memberAgent(t)).email);
    await expectAlike(() =>
      alternatingMedians(async (known, i) => {
        const email = known ? members[(i + 34) % 34] : uniqueEmail('stranger');
        const before = await signInMark(t, email);
        const { ms, answer } = await timed(() =>
          request(t.server).post('/api/community/login').send({ email }),
        );
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 202,
          body: LINK_SENT,
        });
        // A member's sign-in e-mail is queued after the answer; a stranger's answer leaves nothing.
        return {
          ms,
          done: async () => !known || (await signInMark(t, email)) > before,
        };
      }),
    );
  });

  it("answers a change of address to another member's address and to a free one in the same time (medians within 2.5 ms or 15%)", async () => {
    const taken: string[] = [];
    for (let i = 0; i < 34; i += 1) taken.push((await memberAgent(t)).email);
    const { agent, id } = await memberAgent(t, { firstName: 'Timed' });
    const pending = async (): Promise<string | null> => {
      const [row] = await db.query(
        'SELECT new_email FROM member_email_changes WHERE member_id = $1',
        [id],
      );
      return (row?.new_email as string | undefined) ?? null;
    };
    await expectAlike(() =>
      alternatingMedians(async (known, i) => {
        const email = known ? taken[(i + 34) % 34] : uniqueEmail('free');
        const { ms, answer } = await timed(() =>
          agent.post('/api/community/me/email').send({ email }),
        );
        expect(answer.status).toBe(202);
        // A taken address drops the pending change; a free one becomes it.
        return {
          ms,
          done: async () => (known ? (await pending()) === null : (await pending()) === email),
        };
      }),
    );
  });

  it('answers sign-up for a new address and a member alike, in the same time (median gap ≤ 50 ms)', async () => {
    const members: string[] = [];
    for (let i = 0; i < 20; i += 1) members.push((await memberAgent(t)).email);
    const time = async (email: string) => {
      const start = performance.now();
      const res = await request(t.server)
        .post('/api/community/members')
        .send({ firstName: 'Timed', lastName: 'Visitor', email });
      const ms = performance.now() - start;
      expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: SIGNED_UP });
      return ms;
    };
    await time(uniqueEmail('warm-up'));
    const known: number[] = [];
    const fresh: number[] = [];
    for (const email of members) {
      known.push(await time(email));
      fresh.push(await time(uniqueEmail('newcomer')));
    }
    expect(Math.abs(median(known) - median(fresh))).toBeLessThanOrEqual(50);
  });
});

describe('sign-in e-mails through the worker to a real SMTP server', () => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://ministry.test' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** The newest message to `email` once it arrived, parsed. */
  async function mailTo(email: string, count = 1) {
    await sink.waitFor(() => sink.received(email).length >= count, 20000, `mail to ${email}`);
    return SmtpSink.parse(sink.received(email).at(-1)!);
  }

  const linkIn = (text: string) => {
    const found = /http:\/\/ministry\.test\/community\?signin=([\w-]{43})/.exec(text);
    expect(found).not.toBeNull();
    return found![1];
  };

  it('welcomes a new member with a link that signs in, and the same sign-in as a code', async () => {
    const email = uniqueEmail('joined');
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'Priscilla', lastName: 'Corinth', email })
      .expect(201);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Welcome to /);
    expect(mail.text).toContain('Dear Priscilla Corinth,');
    const code = /code[^:]*: (\d{6})/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const agent = request.agent(t.server);
    await agent
      .post('/api/community/login/verify')
      .send({ token: linkIn(mail.text ?? '') })
      .expect(200);
    expect((await agent.get('/api/community/session')).body.member.name).toBe('Priscilla Corinth');
  });

  it('tells a member that someone tried to join with their address, and changes nothing', async () => {
    const { email } = await memberAgent(t, { firstName: 'Aquila', lastName: 'Pontus' });
    // The sign-up's own welcome comes first, through the worker: counted before it arrived, it would
    // be taken for the notice below (seen on a slow machine).
    await mailTo(email);
    const before = sink.received(email).length;
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'Impostor', lastName: 'Someone', email })
      .expect(201);
    const mail = await mailTo(email, before + 1);
    expect(mail.subject).toMatch(/^You already have an account/);
    expect(mail.text).toContain('Dear Aquila Pontus,');
    expect(mail.text).not.toContain('Impostor');
    await request(t.server)
      .post('/api/community/login/verify')
      .send({ token: linkIn(mail.text ?? '') })
      .expect(200);
  });

  it('mails a member who asks to sign in, and nobody for an address that is no member', async () => {
    const stranger = uniqueEmail('stranger');
    const { email } = await memberAgent(t, { firstName: 'Phoebe', lastName: 'Cenchreae' });
    await mailTo(email); // the sign-up's welcome, as above
    const before = sink.received(email).length;
    await request(t.server).post('/api/community/login').send({ email: stranger }).expect(202);
    await request(t.server).post('/api/community/login').send({ email }).expect(202);
    const mail = await mailTo(email, before + 1);
    expect(mail.subject).toMatch(/^Your sign-in link for /);
    const token = linkIn(mail.text ?? '');
    const agent = request.agent(t.server);
    await agent.post('/api/community/login/verify').send({ token }).expect(200);
    expect((await agent.get('/api/community/session')).body.member.name).toBe('Phoebe Cenchreae');
    expect(sink.received(stranger)).toEqual([]);
  });
});

describe('sign-in links without SMTP_URL (the embedded default)', () => {
  let t: TestApp;
  const outbox = mkdtempSync(join(tmpdir(), 'sign-in-outbox-'));
  const warnings: string[] = [];

  beforeAll(async () => {
    // What the server logs (the test app's logger is silent, so the calls are read where they are made).
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (message: unknown) {
      warnings.push(String(message));
    });
    t = await createTestApp({
      env: { MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'http://ministry.test' },
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('writes the link to the server log, so a newcomer can sign in on a fresh install', async () => {
    const email = uniqueEmail('fresh');
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'First', lastName: 'Member', email })
      .expect(201);
    const line = await eventually(
      async () => warnings.find((w) => w.includes(email)),
      20000,
      'the logged link',
    );
    const token = /http:\/\/ministry\.test\/community\?signin=([\w-]{43})/.exec(line)?.[1];
    expect(token).toBeDefined();
    await request(t.server).post('/api/community/login/verify').send({ token }).expect(200);
    // The message itself is in the outbox folder, as every message without SMTP_URL.
    // (The link is logged just before the message is written.)
    const written = await eventually(
      async () =>
        readdirSync(outbox)
          .map((name) => readFileSync(join(outbox, name), 'utf8'))
          .some((eml) => eml.includes(email)) || undefined,
      20000,
      'the message in the outbox',
    );
    expect(written).toBe(true);
  });
});
