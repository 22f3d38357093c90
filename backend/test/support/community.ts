import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MemberSignInJobData } from '../../src/modules/email/email.constants';
import { signInMailsOf } from './sign-in-mails';
import { keepSecureCookies, type Agent, type TestApp } from './test-app';

let counter = 0;

/** A unique address for a test member. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.test`;
}

export type MemberInput = Record<string, unknown> & { email?: string };

/**
 * A cookie jar holding a community member session, made the way a visitor gets one: by signing up,
 * then opening the link of the e-mail that sign-up sends (for an address already a member's, the
 * "you already have an account" e-mail's link signs in just the same).
 */
export async function memberAgent(
  t: TestApp,
  input: MemberInput = {},
): Promise<{ agent: Agent; email: string; id: number }> {
  const email = input.email ?? uniqueEmail();
  const normalised = email.trim().toLowerCase();
  const agent = request.agent(t.server);
  await agent
    .post('/api/community/members')
    .send({ firstName: 'Test', lastName: 'Member', ...input, email })
    .expect(201);
  const [row] = (await t.app
    .get(DataSource)
    .query('SELECT id FROM community_members WHERE email = $1', [normalised])) as {
    id: number;
  }[];
  await verifyLatestSignIn(t, agent, normalised);
  return { agent, email: normalised, id: row.id };
}

/** Signs `agent` in as the member with `email` as a visitor does: asks for a link, then opens it. */
export async function signInMember(t: TestApp, agent: Agent, email: string): Promise<void> {
  const before = newestSignInMail(t, email);
  await agent.post('/api/community/login').send({ email }).expect(202);
  await verifyLatestSignIn(t, agent, email, before?.signInId ?? 0);
}

async function verifyLatestSignIn(
  t: TestApp,
  agent: Agent,
  email: string,
  after = 0,
): Promise<void> {
  const { token } = await latestSignInMail(t, email, after);
  const res = await agent
    .post('/api/community/login/verify')
    // As the TLS-ending proxy in front says: with an https PUBLIC_URL the cookie is only set over https.
    .set('X-Forwarded-Proto', 'https')
    .send({ token })
    .expect(200);
  keepSecureCookies(agent, res);
}

export type SignInMail = MemberSignInJobData & { token: string };

/**
 * The newest sign-in e-mail issued for `email` (what the queued job says), with its link's token; one
 * newer than `after` (a `signInMark` taken before asking), waited for: a member's sign-in is made and
 * queued once the answer is out.
 */
export async function latestSignInMail(t: TestApp, email: string, after = 0): Promise<SignInMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = newestSignInMail(t, email);
    if (mail && mail.signInId > after) return mail;
    if (Date.now() > deadline) throw new Error(`no sign-in e-mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The id of the newest sign-in e-mail issued for `email` (0: none): pass it to latestSignInMail. */
export function signInMark(t: TestApp, email: string): Promise<number> {
  return Promise.resolve(newestSignInMail(t, email)?.signInId ?? 0);
}

function newestSignInMail(t: TestApp, email: string): SignInMail | undefined {
  const mails = signInMailsOf(t.app)
    .filter((data) => data.email === email.trim().toLowerCase())
    .sort((a, b) => b.signInId - a.signInId);
  if (!mails.length) return undefined;
  const token = new URL(mails[0].link).searchParams.get('signin');
  if (!token) throw new Error(`no token in ${mails[0].link}`);
  return { ...mails[0], token };
}

/** Every e-mail-looking string in a response body. */
export function emailsIn(body: unknown): string[] {
  return JSON.stringify(body).match(/[^\s"@,{}[\]:]+@[^\s"@,{}[\]:]+\.[a-z]+/gi) ?? [];
}
